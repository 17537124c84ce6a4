import type { Area } from '../kit/area'
import { tilesOf } from '../kit/area'
import { searchSourcesOf } from '../kit/search'
import { history } from '../platform/history/area'
import { search } from '../platform/search/area'
import { views } from '../platform/views/area'
import { account } from './account/area'
import { ads } from './ads/area'
import { apiKeysArea } from './api-keys/area'
import { booking } from './booking/area'
import { catalogue } from './catalogue/area'
import { complaints } from './complaints/area'
import { dashboard } from './dashboard/area'
import { employees } from './employees/area'
import { feeds } from './feeds/area'
import { inbox } from './inbox/area'
import { jobs } from './jobs/area'
import { money } from './money/area'
import { promoCodes } from './promo-codes/area'
import { subscribers } from './subscribers/area'
import { team } from './team/area'
import { webhooksArea } from './webhooks/area'

/**
 * THE list of areas: app.ts mounts their routes and sets their body limits from it, the dashboard shows their tiles
 * and server/seed.ts runs their seed steps in this order (the catalogue before the subscribers, whose complaints
 * name its variants; money before booking). A new area adds its folder and one line here.
 */
export const areas: readonly Area[] = [
  account,
  dashboard,
  catalogue,
  promoCodes,
  ads,
  subscribers,
  complaints,
  feeds,
  money,
  booking,
  employees,
  team,
  jobs,
  inbox,
  // The platform's services (server/platform), mounted as the areas are: they serve every area and have no screen of their own.
  history,
  search,
  views,
  apiKeysArea,
  webhooksArea,
]

/** Every area's dashboard tiles, in the order above. */
export const areaTiles = tilesOf(areas)
/** Every area's part of the palette's search. */
export const areaSearch = searchSourcesOf(areas)
