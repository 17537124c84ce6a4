import type { Area } from '../../kit/area'
import { apiKeyRoutes } from './routes'

/** The organisation's API keys (docs/integrations.md): /api-keys for the owner; keys sign in through ./sign-in.ts. */
export const apiKeysArea: Area = {
  name: 'api-keys',
  mounts: [{ prefix: '/api/api-keys', routes: apiKeyRoutes }],
}
