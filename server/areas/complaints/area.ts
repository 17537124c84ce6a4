import type { Area } from '../../kit/area'
import { complaintBulk } from './bulk'
import { complaintRoutes } from './routes'
import { complaintCounts, complaintSeries } from './tiles'

export const complaints: Area = {
  name: 'complaints',
  mounts: [{ prefix: '/api/brand_complaints', routes: complaintRoutes }, complaintBulk],
  tiles: { counts: complaintCounts, series: complaintSeries },
}
