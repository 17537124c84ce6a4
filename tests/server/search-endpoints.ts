import { get } from './endpoint-kit'
import type { Endpoint } from './endpoint-kit'

/** The command palette's search in the shared-rules table (tests/server/endpoints.ts): every role may ask (each sees its own areas). */
export const endpoints: Record<string, Endpoint> = {
  'GET /api/search': { kind: 'read', areas: ['/dashboard'], call: () => get('/api/search?q=ka') },
}
