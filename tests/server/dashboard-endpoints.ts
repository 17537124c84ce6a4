import { get } from './endpoint-kit'
import type { Endpoint } from './endpoint-kit'

/** The dashboard's rows of the shared-rules table (tests/server/endpoints.ts). */
export const endpoints: Record<string, Endpoint> = {
  'GET /api/dashboard/vendor-stats': { kind: 'read', areas: ['/dashboard'], call: () => get('/api/dashboard/vendor-stats') },
}
