import type { Message } from '../i18n/locale'

/**
 * What an area declares about itself for the app and the permissions (src/contract/<area>/area.ts, collected in
 * src/contract/areas.ts): its screens with their sidebar entries, its palette actions and its history record types.
 * The server's side of an area is its server/areas/<area>/area.ts (server/kit/area.ts).
 */

export const roles = ['owner', 'manager', 'catalogue', 'marketing', 'support', 'finance', 'surveyor', 'dispatcher'] as const
export type Role = (typeof roles)[number]

/** The owner opens every area, the manager every area but money's. */
export const leads = ['owner', 'manager'] as const

/** The sidebar's groups, in no order (the areas' order is the sidebar's): their names are the shell's catalogue's. */
export type AreaGroup = 'Overview' | 'Catalogue' | 'Marketing' | 'Support' | 'Financials' | 'Operations' | 'Organisation'

/**
 * One screen of an area: its path (granting its sub-routes too), its sidebar entry (its name from the area's catalogue,
 * a `nav…` text: scripts/i18n.mjs) and which default roles open it (to view and change; `views`: those of them that
 * only view it). Each organisation's roles start from this (docs/accounts.md#roles-as-data); the owner opens every screen.
 */
type AreaScreen = { path: string; label: Message; icon: string; description: string; roles: readonly Role[]; views?: readonly Role[] }

/** A create screen the command palette offers as an action (docs/app.md#command-palette), named by a `palette…` text. */
type PaletteAction = { path: string; label: Message }

/**
 * A record type of the history (docs/history.md): its name (a `recordType…` text), the screen its record opens on (whose
 * roles may read its history and its live events) and the cached queries a change of it touches in the app
 * (docs/history.md#live-updates): `resources` by the resource kit's key roots, `others` refetched whole.
 */
type RecordType = {
  label: Message
  screen: string
  live: { resources: readonly (readonly string[])[]; others?: readonly (readonly string[])[] }
}

/** An area under its one name (src/features/<name>, messages/<locale>/<name>.json) and the sidebar group of its screens. */
type Area = {
  name: string
  group: AreaGroup
  screens: readonly AreaScreen[]
  actions?: readonly PaletteAction[]
  records?: Readonly<Record<string, RecordType>>
}

export const defineArea = <const T extends Area>(area: T) => area
