import type { Area } from '../../kit/area'
import { inboxRoutes } from './routes'

/** Everyone's notifications (docs/areas/inbox.md): /inbox and the bell in the top bar. */
export const inbox: Area = {
  name: 'inbox',
  mounts: [{ prefix: '/api/notifications', routes: inboxRoutes }],
}
