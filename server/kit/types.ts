import type { AdsProxy } from '../areas/ads/service/proxy'
import type { Env } from '../env'
import type { Db } from '../db/client'
import type { CodeTransport } from '../auth/code-transport'
import type { SessionUser } from '../auth/sessions'

/** `ads`: where /ads-service/* goes; unset, it is read from the environment (server/areas/ads/service/proxy.ts). */
export type AppDeps = { db: Db; transport: CodeTransport; env: Env; ads?: AdsProxy }

export type AppEnv = {
  Variables: { user: SessionUser; orgId: string; sessionId: string }
}
