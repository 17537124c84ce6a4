import { get } from './endpoint-kit'
import type { Endpoint } from './endpoint-kit'

/** The account area's rows of the shared-rules table (tests/server/endpoints.ts). */
export const endpoints: Record<string, Endpoint> = {
  'GET /api/my_accounts/get_erp_user': { kind: 'read', areas: ['/accounts'], call: () => get('/api/my_accounts/get_erp_user') },
  // The person's own language: no record of the organisation's, so the access rules (401, 403 per role) and the fuzzing.
  'PUT /api/my_accounts/language': {
    kind: 'read',
    areas: ['/accounts'],
    call: () => ({ method: 'PUT', path: '/api/my_accounts/language', body: { language: 'en' } }),
    invalid: { language: 'fr' },
  },
}
