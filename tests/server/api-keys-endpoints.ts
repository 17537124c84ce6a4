import { get } from './endpoint-kit'
import type { Endpoint } from './endpoint-kit'

/** The API keys rows of the shared-rules table (tests/server/endpoints.ts): the owner's list. */
export const endpoints: Record<string, Endpoint> = {
  'GET /api/api-keys': { kind: 'list', areas: ['/api-keys'], call: () => get('/api/api-keys') },
}
