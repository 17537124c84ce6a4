import type { Env } from '../env'
import type { Db } from '../db/client'
import type { CodeTransport } from '../services/code-transport'
import type { SessionUser } from '../services/sessions'

export type AppDeps = { db: Db; transport: CodeTransport; env: Env }

export type AppEnv = {
  Variables: { user: SessionUser; orgId: string; sessionId: string }
}
