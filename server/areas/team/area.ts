import type { Area } from '../../kit/area'
import { teamBulk } from './bulk'
import { inviteRoutes } from './public-routes'
import { teamRoutes } from './routes'
import { mySessionRoutes } from './session-routes'
import { teamSeed } from './seed'

/** The organisation's members, their invites and their devices (docs/accounts.md#members); /team for owner and manager. */
export const team: Area = {
  name: 'team',
  mounts: [
    { prefix: '/api/team', routes: teamRoutes },
    { prefix: '/api/invite', routes: inviteRoutes },
    { prefix: '/api/accounts', routes: mySessionRoutes },
    teamBulk,
  ],
  seed: teamSeed,
}
