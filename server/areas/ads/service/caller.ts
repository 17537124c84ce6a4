import { defaultGrants, grantedPaths } from '../../../../src/contract/permissions'
import type { Grants } from '../../../../src/contract/permissions'

/** The person behind a token, as the history names them (docs/history.md#the-ads-service). */
export type Person = { id: string; first_name: string; last_name: string; role: string }
/**
 * Who a bearer token belongs to, as the main API says: the organisation, the person, the areas their role may open and
 * what it may do on each (docs/accounts.md#permissions).
 */
export type Caller = { orgId: string; role: string; areas: readonly string[]; grants: Grants; user: Person }
/** null: the main API says the token is no (longer a) session. Throws when the main API cannot be asked. */
export type WhoIs = (token: string) => Promise<Caller | null>

type ErpUser = {
  data?: {
    organisation?: { id?: unknown }
    user?: { id?: unknown; first_name?: unknown; last_name?: unknown; role?: unknown }
    role?: { grants?: unknown }
  }
}
const grantsIn = (value: unknown): Grants | null =>
  value && typeof value === 'object' && Object.values(value).every((grant) => grant === 'view' || grant === 'change') ? (value as Grants) : null

/**
 * Asks the main API's GET /api/my_accounts/get_erp_user (every role may read it) with the caller's own token.
 * `fetcher` is fetch, or in tests the main app's request.
 */
export function whoIsVia(mainApiUrl: string, fetcher: (url: string, init: RequestInit) => Promise<Response> = fetch): WhoIs {
  return async (token) => {
    const response = await fetcher(`${mainApiUrl.replace(/\/$/, '')}/api/my_accounts/get_erp_user`, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
      signal: AbortSignal.timeout(3000),
    })
    if (response.status === 401) return null
    if (!response.ok) throw new Error(`The main API answered ${response.status}`)
    const body = (await response.json()) as ErpUser
    const orgId = body.data?.organisation?.id
    const { id, first_name, last_name, role } = body.data?.user ?? {}
    if (typeof orgId !== 'string' || typeof role !== 'string') throw new Error('The main API sent no organisation or role')
    if (typeof id !== 'string' || typeof first_name !== 'string' || typeof last_name !== 'string') throw new Error('The main API sent no person')
    // A main API from before roles were data sends no grants: the default role's.
    const grants = grantsIn(body.data?.role?.grants) ?? defaultGrants(role)
    return { orgId, role, areas: grantedPaths(grants), grants, user: { id, first_name, last_name, role } }
  }
}

/** Keeps each token's answer for `ttlMs`, so a page of calls asks the main API once. */
export function cachedWhoIs(whoIs: WhoIs, ttlMs = 5000, now: () => number = Date.now): WhoIs {
  const answers = new Map<string, { at: number; caller: Promise<Caller | null> }>()
  return (token) => {
    const time = now()
    const kept = answers.get(token)
    if (kept && time - kept.at < ttlMs) return kept.caller
    if (answers.size > 10_000) answers.clear()
    const caller = whoIs(token)
    answers.set(token, { at: time, caller })
    caller.catch(() => answers.delete(token))
    return caller
  }
}
