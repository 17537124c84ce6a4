import { accountArea } from './account/area'
import { adsArea } from './ads/area'
import { apiKeysArea } from './api-keys/area'
import { bookingArea } from './booking/area'
import { catalogueArea } from './catalogue/area'
import { complaintsArea } from './complaints/area'
import { dashboardArea } from './dashboard/area'
import { employeesArea } from './employees/area'
import { feedsArea } from './feeds/area'
import { historyArea } from './history/area'
import { inboxArea } from './inbox/area'
import { jobsArea } from './jobs/area'
import { moneyArea } from './money/area'
import { promoCodesArea } from './promo-codes/area'
import { rolesArea } from './roles/area'
import { subscribersArea } from './subscribers/area'
import { teamArea } from './team/area'

/**
 * The areas of the app, one line each, in the sidebar's order: each declares itself in src/contract/<area>/area.ts
 * (area-kit.ts: its screens with their sidebar entries and default roles, its palette actions, its history record types
 * and the queries their changes touch). The role map (permissions.ts), the sidebar and the palette (features/shell),
 * the history's record types (history.ts) and the live updates (lib/live-keys.ts) are read from this list; the server's
 * side of each area is listed in server/areas/index.ts. Adding an area adds its line here and there.
 */
export const areas = [
  dashboardArea,
  inboxArea,
  catalogueArea,
  promoCodesArea,
  feedsArea,
  adsArea,
  subscribersArea,
  complaintsArea,
  moneyArea,
  employeesArea,
  bookingArea,
  accountArea,
  historyArea,
  rolesArea,
  teamArea,
  jobsArea,
  apiKeysArea,
] as const

export { roles, type AreaGroup, type Role } from './kit/area'

type AnyArea = (typeof areas)[number]
export type AreaPath = AnyArea['screens'][number]['path']
export const areaScreens = areas.flatMap((area) => area.screens.map((screen) => ({ ...screen, group: area.group })))
/** The palette's actions, each shown only where the role may open it. */
export const areaActions = areas.flatMap((area): readonly { path: string; label: () => string }[] => ('actions' in area ? area.actions : []))

/** Every area's history record types by name (history.ts). */
export type AreaRecordType = AnyArea extends infer A ? (A extends { records: infer R } ? keyof R & string : never) : never
export const areaRecords = Object.fromEntries(areas.flatMap((area) => ('records' in area ? Object.entries(area.records) : []))) as {
  [T in AreaRecordType]: { label: () => string; screen: string; live: { resources: readonly (readonly string[])[]; others?: readonly (readonly string[])[] } }
}
