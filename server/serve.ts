import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { adsEnvBeside, startAdsChild } from './areas/ads/service/child'
import { createApp } from './app'
import { createDb } from './db/client'
import { expectedMigration } from './db/journal'
import type { DbHandle } from './db/client'
import type { Env } from './env'
import { prune, startBackups, startPrune } from './ops/scheduled-jobs'
import type { Backups } from './ops/scheduled-jobs'
import { backupPlace } from './ops/backup-s3'
import { lowMemoryAllocator } from './ops/cluster'
import { closeServer, describeFailure, listenError } from './ops/lifecycle'
import { prepareDatabase } from './ops/prepare'
import { readiness } from './ops/readiness'
import type { Readiness } from './ops/readiness'
import { announce, readEnv } from './ops/startup'
import { eventHub } from './kit/events'
import { attachStatic } from './static'
import { createLog } from './kit/request-log'
import { createMetrics } from './ops/metrics'
import { startJobs } from './platform/jobs'
import type { Jobs } from './platform/jobs'
import { startMessages } from './platform/messages'
import { messageJobs, startExportJobs, startImportJobs } from './areas/jobs'
import { startDigests, startNoticeJobs } from './areas/inbox'
import { totpKey } from './auth/totp-key'
import { defaultWebhookSettings, startWebhookJobs } from './areas/webhooks'
import { deliveriesFor } from './platform/messages/config'

// A process that opens the database and serves the API (or prepares the database and exits). server/main.ts
// loads this module only in such a process: the primary of several workers never loads the app.

const urlOf = ({ address, family, port }: AddressInfo) => `http://${family === 'IPv6' ? `[${address}]` : address}:${port}`

function listen(env: Env, app: ReturnType<typeof createApp>): Promise<{ server: Server; info: AddressInfo }> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, hostname: env.HOST, port: env.PORT }, (info) => resolve({ server: server as Server, info }))
    server.once('error', (error: NodeJS.ErrnoException) => reject(listenError(error, env.HOST, env.PORT)))
  })
}

/** One API process: this one (`announce`, and the ads service beside it), or a worker of the primary above. */
export async function serveHere(
  env: Env,
  { prepare, announce: speaks, startAds, demoSnapshot }: { prepare: boolean; announce: boolean; startAds: boolean; demoSnapshot?: string },
) {
  // The ads service beside this API (ADS_START=child, the default), or elsewhere by ADS_SERVICE_URL (ADS_START=off).
  const adsEnv = adsEnvBeside(process.env, env)
  Object.assign(process.env, { ADS_SERVICE_URL: adsEnv.ADS_SERVICE_URL, ADS_PORT: adsEnv.ADS_PORT })
  let ads: ReturnType<typeof startAdsChild> | undefined
  const database = await createDb(env, { demoSnapshot })
  let server: Server | undefined
  let backups: Backups | undefined
  let jobs: Jobs | undefined
  const ready = readiness({ executeSql: database.executeSql, expected: expectedMigration(), jobsRunning: () => jobs?.running() ?? false })
  let stopping = false
  // Whatever hangs, the process ends within a few seconds; the lock file goes with it (released on exit).
  const stop = async (signal: string, code = 0) => {
    if (stopping) return
    stopping = true
    if (signal && speaks) console.log(`${signal} received, shutting down`)
    const drainMs = signal && server ? env.DRAIN_MS : 0
    setTimeout(() => process.exit(code || 1), 8000 + drainMs).unref()
    // Draining: /api/ready answers 503 so the load balancer sends requests elsewhere, while this one still answers them.
    ready.drain()
    if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs))
    ads?.stop()
    // The live streams end first (the app reconnects to another process), or the server would wait on them.
    await eventHub(database.db).close()
    if (server) await closeServer(server)
    // The jobs under way get a few seconds to finish; any still running is handed back to the queue for another process.
    backups?.stop()
    await jobs?.stop(4000).catch((error: unknown) => console.error(`Job queue stop: ${String(error)}`))
    await database.close()
    process.exit(code)
  }
  process.on('SIGINT', () => void stop('SIGINT'))
  process.on('SIGTERM', () => void stop('SIGTERM'))
  try {
    if (prepare) await prepareDatabase(env, database)
    let url: string
    jobs = await startJobs({ executeSql: database.executeSql })
    ;({ server, backups, url } = await start(env, database, jobs, ready))
    if (speaks) announce(env, url, database.driver)
    // Once this API answers (it answers /ads-service/* with 503 until then), so the two do not seed at the same time.
    if (startAds && process.env.ADS_START !== 'off') ads = startAdsChild({ ...adsEnv, ...lowMemoryAllocator(process.env) })
  } catch (error) {
    console.error(describeFailure(error))
    await stop('', 1)
  }
}

/** The child of `prepareInChild`: migrations and the seed, then exit (with the database closed). */
export async function prepareAndExit() {
  const env = readEnv()
  const database = await createDb(env)
  try {
    await prepareDatabase(env, database)
  } finally {
    await database.close()
  }
  process.exit(0)
}

async function start(env: Env, database: DbHandle, jobs: Jobs, ready: Readiness) {
  await startPrune(jobs, database)

  // Codes and invites go out as jobs: the request answers once queued; the workers of every process deliver them.
  const { transport, state } = await startMessages({ jobs, ...deliveriesFor(env), track: messageJobs(database.db) })
  const app = createApp({
    db: database.db,
    transport,
    env,
    delivery: state,
    jobs,
    ready: ready.check,
    log: createLog(env),
    metrics: createMetrics({
      token: env.METRICS_TOKEN,
      executeSql: database.executeSql,
      pool: database.poolStats,
      streams: () => eventHub(database.db).size(),
    }),
  })
  // Large exports run as jobs, worked in every process (after the app: its list routes name their sources).
  await startExportJobs(database.db, jobs)
  // An import's commit started in the app runs as a job too: one transaction, in any process.
  await startImportJobs(database.db, jobs)
  // Notifications reach devices by web push and email, sent by the queue from any process, as each person chose
  // (docs/areas/inbox.md#preferences); the daily digest is an hourly scheduled job.
  await startNoticeJobs(database.db, jobs, env, { transport })
  await startDigests(database.db, jobs, env, transport)
  // Every committed change reaches the webhook endpoints subscribed to it, signed and retried by the queue.
  await startWebhookJobs(database.db, jobs, totpKey(env), { ...defaultWebhookSettings, allowPrivate: env.WEBHOOK_ALLOW_PRIVATE })
  attachStatic(app, env.STATIC_DIR)
  const { server, info } = await listen(env, app)

  // The database backs itself up daily into BACKUP_DIR (and S3), as a scheduled job worked by one process of all.
  const place = await backupPlace(env)
  const backups = place ? await startBackups(jobs, database, place) : undefined
  // `npm run backup` asks the running server for a backup, since only this process may open the folder.
  if (backups) process.on('SIGUSR2', () => void backups.queue().catch((error: unknown) => console.error(`Backup failed: ${String(error)}`)))
  // Once answering (and announced just after), and hourly as a scheduled job (server/ops/scheduled-jobs.ts): housekeeping never holds a start
  // (about a tenth of a restart's time). A whole analyze would take seconds: at a start only the tables that changed
  // (after a seed, all of them), the hourly job does all.
  void prune(database, 'changed').catch((error: unknown) => console.error(`Prune at start: ${String(error)}`))
  return { server, backups, url: urlOf(info) }
}
