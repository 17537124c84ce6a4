import type { Context } from 'hono'
import type { Env } from '../env'
import type { ListParams } from './list-query'
import type { KeyedCreate } from './idempotency'
import type { Db } from '../db/client'
import type { CodeTransport } from '../auth/code-transport'
import type { Clock } from '../auth/rate-limit'
import type { SessionUser } from '../auth/sessions'
import type { DeliveryState } from '../platform/messages/receipts'
import type { Jobs } from '../platform/jobs'
import type { Grants } from '../../src/contract/permissions'
import type { HeldRole } from '../auth/roles'
import type { ReadyReport } from '../ops/readiness'
import type { Logger } from './request-log'
import type { Metrics } from '../ops/metrics'

/**
 * `ads`: where /ads-service/* goes; unset, it is read from the environment (server/areas/ads/service/proxy.ts).
 * `now`: the clock the sign-in and code limits count by; unset (production), the database's clock.
 * `delivery`: where a queued message stands (server/platform/messages); unset, every message was delivered at once.
 * `jobs`: the job queue (server/platform/jobs); unset, large exports stream in the request as small ones do.
 */
/** How the main API reaches the ads service: its URL, the application's name and token, and how long to wait. */
export type AdsProxy = {
  url: string
  serviceName: string
  apiToken: string
  timeoutMs: number
  fetch?: (url: string, init: RequestInit) => Promise<Response>
}

export type AppDeps = {
  db: Db
  transport: CodeTransport
  env: Env
  ads?: AdsProxy
  now?: Clock
  delivery?: (id: string) => Promise<DeliveryState | null>
  jobs?: Jobs
  /** GET /api/ready's checks (server/ops/readiness.ts); unset (tests of the app alone), the route is not mounted. */
  ready?: () => Promise<ReadyReport>
  /** Where the line per request goes (server/kit/request-log.ts); unset (tests of the app alone), no request is logged. */
  log?: Logger
  /** GET /api/metrics and the request histogram (server/ops/metrics.ts); unset, neither. */
  metrics?: Metrics
  /** A list's CSV export of this many matching rows or more runs as a job (backgroundExportRows; the tests set 1). */
  exportRows?: number
}

export type AppEnv = {
  /**
   * `idempotencyKey`: the request's Idempotency-Key, for the history entry of its write (server/kit/history.ts).
   * `role`, `grants`: the person's role and its grants, read once per request when first asked (server/auth/middleware.ts).
   */
  Variables: {
    /** X-Request-Id (server/kit/request-id.ts), set on every request before any route. */
    requestId: string
    user: SessionUser
    orgId: string
    sessionId: string
    idempotencyKey?: string
    /** The API key the request signed in with (server/areas/api-keys): the history names it as the actor. */
    apiKey?: { id: string; name: string; role: string }
    role: () => Promise<HeldRole | null>
    grants: () => Promise<Grants>
    /**
     * Answers a list's CSV export with a job when the list is large enough (202 with the job), or null: the list
     * streams it (server/areas/jobs/exports.ts; set by the app when it has a job queue, docs/areas/jobs.md).
     */
    startExport?: (c: Context<AppEnv>, name: string, params: ListParams) => Promise<Response | null>
    /**
     * Answers an import's commit with a job (202 with the job; server/areas/jobs/imports.ts, set by the app when it has
     * a job queue): the worker writes every kept part in one transaction.
     */
    startImport?: (c: Context<AppEnv>, importer: string, commit: { file: string; parts: number }, key: KeyedCreate | undefined) => Promise<Response>
  }
}
