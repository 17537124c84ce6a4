import { get } from './endpoint-kit'
import type { Endpoint } from './endpoint-kit'

/** The account area's rows of the shared-rules table (tests/server/endpoints.ts). */
export const endpoints: Record<string, Endpoint> = {
  'GET /api/my_accounts/get_erp_user': { kind: 'read', areas: ['/accounts'], call: () => get('/api/my_accounts/get_erp_user') },
}
