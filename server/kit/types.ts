import type { AdsProxy } from '../areas/ads/service/proxy'
import type { Env } from '../env'
import type { Db } from '../db/client'
import type { CodeTransport } from '../auth/code-transport'
import type { Clock } from '../auth/rate-limit'
import type { SessionUser } from '../auth/sessions'
import type { DeliveryState } from '../platform/messages/receipts'

/**
 * `ads`: where /ads-service/* goes; unset, it is read from the environment (server/areas/ads/service/proxy.ts).
 * `now`: the clock the sign-in and code limits count by; unset (production), the database's clock.
 * `delivery`: where a queued message stands (server/platform/messages); unset, every message was delivered at once.
 */
export type AppDeps = { db: Db; transport: CodeTransport; env: Env; ads?: AdsProxy; now?: Clock; delivery?: (id: string) => Promise<DeliveryState | null> }

export type AppEnv = {
  /** `idempotencyKey`: the request's Idempotency-Key, for the history entry of its write (server/kit/history.ts). */
  Variables: { user: SessionUser; orgId: string; sessionId: string; idempotencyKey?: string }
}
