import { readFile } from 'node:fs/promises'
import { eq } from 'drizzle-orm'
import { inject } from 'vitest'
import { createApp } from '../../server/app'
import { messageJobs } from '../../server/areas/jobs'
import type { App } from '../../server/app'
import { users } from '../../server/auth/schema'
import { createDb } from '../../server/db/client'
import type { DbHandle } from '../../server/db/client'
import { loadEnv } from '../../server/env'
import type { Env } from '../../server/env'
import { eventHub } from '../../server/kit/events'
import { startJobs } from '../../server/platform/jobs'
import type { JobRecord, Jobs } from '../../server/platform/jobs'
import { messageQueue, startMessages } from '../../server/platform/messages'
import type { Messages } from '../../server/platform/messages'
import { deliveriesFor } from '../../server/platform/messages/config'
import { request } from './helpers'
import type { ApiResult, RequestOptions } from './helpers'
import { startMsg91 } from './message-stand-ins'

// The app as the server runs it for messages: codes queued as jobs on the test's database, and a worker in this
// process delivering them through the configured transports (the stand-ins of message-stand-ins.ts).

export type MessageHarness = {
  app: App
  database: DbHandle
  jobs: Jobs
  messages: Messages
  env: Env
  logs: string[]
  post: (path: string, body: unknown, options?: RequestOptions) => Promise<ApiResult>
  get: (path: string, options?: RequestOptions) => Promise<ApiResult>
  job: (id: string) => Promise<JobRecord<Record<string, unknown>> | null>
  speaks: (email: string, language: 'en' | 'hi') => Promise<void>
  close: () => Promise<void>
}

export async function startMessageHarness(variables: Record<string, string>): Promise<MessageHarness> {
  const url = process.env.TEST_DATABASE_URL
  const env = loadEnv({ DATABASE_URL: url, DATA_DIR: 'memory://', TRUST_PROXY: 'true', ...variables })
  const template = url ? '' : inject('pgliteTemplate')
  const database = await createDb(env, { pgliteTemplate: template ? new Blob([await readFile(template)]) : undefined })
  if (url) {
    await database.executeSql(
      'drop schema if exists drizzle cascade; drop schema if exists public cascade; drop schema if exists pgboss cascade; create schema public;',
    )
    await database.migrate()
    await (await import('../../server/seed')).seed(database.db, { catalogue: 'small' })
  }
  const jobs = await startJobs({ executeSql: database.executeSql, pollingSeconds: 0.5, maintenanceSeconds: 1, schedules: false })
  const logs: string[] = []
  const deliveries = deliveriesFor(env)
  const messages = await startMessages({
    jobs,
    deliver: deliveries.deliver,
    log: (line) => logs.push(line),
    retryDelaySeconds: 1,
    track: messageJobs(database.db),
  })
  const app = createApp({ db: database.db, transport: messages.transport, env, delivery: messages.state })
  return {
    app,
    database,
    jobs,
    messages,
    env,
    logs,
    post: (path, body, options) => request(app, 'POST', path, body, options),
    get: (path, options) => request(app, 'GET', path, undefined, options),
    job: (id) => jobs.get(messageQueue, id),
    speaks: async (email, language) => void (await database.db.update(users).set({ language }).where(eq(users.email, email))),
    close: async () => {
      await jobs.stop(1000)
      deliveries.close()
      await eventHub(database.db).close()
      await database.close()
    },
  }
}

/**
 * The harness with sign-in codes by SMS through the MSG91 adapter, against its local stand-in (`msg91`: what it was
 * sent, and the answers it is scripted to give); `variables` add to or override MSG91's settings.
 */
export async function startMsg91Harness(variables: Record<string, string> = {}) {
  const msg91 = await startMsg91()
  const harness = await startMessageHarness({
    SMS_PROVIDER: 'msg91',
    MSG91_AUTH_KEY: 'test-auth-key-1',
    MSG91_SENDER_ID: 'KESARB',
    MSG91_TEMPLATE_LOGIN: 'tpl-login-en',
    MSG91_BASE_URL: msg91.url,
    CODE_TRANSPORT: 'console',
    ...variables,
  })
  const closeHarness = harness.close
  return Object.assign(harness, {
    msg91,
    close: async () => {
      await closeHarness()
      await msg91.close()
    },
  })
}
