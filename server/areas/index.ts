import type { Area } from '../kit/area'
import { tilesOf } from '../kit/area'
import { account } from './account'
import { ads } from './ads'
import { booking } from './booking'
import { catalogue } from './catalogue'
import { complaints } from './complaints'
import { dashboard } from './dashboard'
import { employees } from './employees'
import { feeds } from './feeds'
import { history } from './history'
import { jobs } from './jobs'
import { media } from './media'
import { money } from './money'
import { promoCodes } from './promo-codes'
import { search } from './search'
import { subscribers } from './subscribers'
import { team } from './team'
import { views } from './views'

/**
 * THE list of areas: app.ts mounts their routes and sets their body limits from it, the dashboard shows their tiles
 * and server/db/seed.ts runs their seed steps in this order (the catalogue before the subscribers, whose complaints
 * name its variants; money before booking). A new area adds its folder and one line here.
 */
export const areas: readonly Area[] = [
  account,
  dashboard,
  catalogue,
  promoCodes,
  media,
  ads,
  subscribers,
  complaints,
  feeds,
  money,
  booking,
  employees,
  history,
  team,
  jobs,
  search,
  views,
]

/** Every area's dashboard tiles, in the order above. */
export const areaTiles = tilesOf(areas)
