import type { Area } from '../../kit/area'
import { mediaRoutes } from './routes'

/** Stored images (template photos, brand logos) by id, for <img> tags. */
export const media: Area = {
  name: 'media',
  mounts: [{ prefix: '/api/media', routes: mediaRoutes }],
}
