import { get } from './endpoint-kit'
import type { Endpoint } from './endpoint-kit'

/** The webhooks rows of the shared-rules table (tests/server/endpoints.ts): the owner's list (its writes: webhooks.test.ts). */
export const endpoints: Record<string, Endpoint> = {
  'GET /api/webhooks': { kind: 'list', areas: ['/webhooks'], call: () => get('/api/webhooks') },
}
