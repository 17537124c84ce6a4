import type { AdsProxy } from '../ads/proxy'
import type { Env } from '../env'
import type { Db } from '../db/client'
import type { CodeTransport } from '../services/code-transport'
import type { Clock } from '../services/rate-limit'
import type { SessionUser } from '../services/sessions'

/**
 * `ads`: where /ads-service/* goes; unset, it is read from the environment (server/ads/proxy.ts).
 * `now`: the clock the sign-in and code limits count by; unset (production), the database's clock.
 */
export type AppDeps = { db: Db; transport: CodeTransport; env: Env; ads?: AdsProxy; now?: Clock }

export type AppEnv = {
  Variables: { user: SessionUser; orgId: string; sessionId: string }
}
