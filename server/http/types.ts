import type { AdsProxy } from '../ads/proxy'
import type { Env } from '../env'
import type { Db } from '../db/client'
import type { CodeTransport } from '../services/code-transport'
import type { SessionUser } from '../services/sessions'

/** `ads`: where /ads-service/* goes; unset, it is read from the environment (server/ads/proxy.ts). */
export type AppDeps = { db: Db; transport: CodeTransport; env: Env; ads?: AdsProxy }

export type AppEnv = {
  Variables: { user: SessionUser; orgId: string; sessionId: string }
}
