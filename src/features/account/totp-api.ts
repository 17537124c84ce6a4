import { messageResponse } from '../../contract/common'
import { totpConfirmResponse, totpPaths, totpSetupResponse, totpStateResponse } from '../../contract/account/security'
import { apiRequest } from '../../lib/http'

/** The signed-in person's authenticator app (docs/accounts.md#authenticator-app). */
export const totpKey = ['account', 'totp'] as const
export const totpStateQuery = () => ({
  queryKey: totpKey,
  queryFn: ({ signal }: { signal: AbortSignal }) => apiRequest(totpPaths.state, { schema: totpStateResponse, signal }).then((body) => body.data),
})
export const startTotp = () => apiRequest(totpPaths.setup, { method: 'POST', body: {}, schema: totpSetupResponse })
export const confirmTotp = (code: string) => apiRequest(totpPaths.confirm, { method: 'POST', body: { code }, schema: totpConfirmResponse })
export const disableTotp = (body: { code?: string; backup_code?: string }) => apiRequest(totpPaths.disable, { method: 'POST', body, schema: messageResponse })
