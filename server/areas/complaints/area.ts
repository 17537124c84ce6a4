import type { Area } from '../../kit/area'
import { complaintBulk } from './bulk'
import { complaintRoutes } from './routes'
import { complaintCounts, complaintSeries } from './tiles'
import { complaintFinder } from './finder'

export const complaints: Area = {
  name: 'complaints',
  finders: [complaintFinder],
  mounts: [{ prefix: '/api/brand_complaints', routes: complaintRoutes }, complaintBulk],
  tiles: { counts: complaintCounts, series: complaintSeries },
}
