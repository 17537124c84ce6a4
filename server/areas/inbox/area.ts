import type { Area } from '../../kit/area'
import { noteMembersRoutes } from './record-notes'
import { inboxRoutes } from './routes'

/** Everyone's notifications (docs/areas/inbox.md): /inbox and the bell in the top bar; the members a note can mention. */
export const inbox: Area = {
  name: 'inbox',
  mounts: [
    { prefix: '/api/notifications', routes: inboxRoutes },
    { prefix: '/api/notes', routes: noteMembersRoutes },
  ],
}
