import cluster from 'node:cluster'
import { existsSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join, resolve } from 'node:path'
import { serve } from '@hono/node-server'
import { adsEnvBeside, adsOnlyFlag, startAdsChild } from './areas/ads/service/child'
import { runAdsAlone } from './areas/ads/service/run'
import { createApp } from './app'
import { createDb } from './db/client'
import type { DbHandle } from './db/client'
import { demoLogin } from './db/demo'
import { loadEnv, seedsDemo } from './env'
import type { Env } from './env'
import { startBackupSchedule } from './ops/backup-schedule'
import type { BackupSchedule } from './ops/backup-schedule'
import { backupFolderName } from './ops/data-dir'
import { apiProcessCount, lowMemoryAllocator, startWorkers } from './ops/cluster'
import { assertPortFree, closeServer, describeFailure, listenError } from './ops/lifecycle'
import { prepareDatabase, prepareFlag, prepareInChild } from './ops/prepare'
import { consoleTransport, fileTransport } from './auth/code-transport'
import { eventHub } from './kit/events'
import { pruneIdempotencyKeys } from './kit/idempotency'
import { pruneRateLimits } from './auth/rate-limit'
import { attachStatic } from './static'

function readEnv(): Env {
  try {
    return loadEnv()
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}

const urlOf = ({ address, family, port }: AddressInfo) => `http://${family === 'IPv6' ? `[${address}]` : address}:${port}`

function listen(env: Env, app: ReturnType<typeof createApp>): Promise<{ server: Server; info: AddressInfo }> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, hostname: env.HOST, port: env.PORT }, (info) => resolve({ server: server as Server, info }))
    server.once('error', (error: NodeJS.ErrnoException) => reject(listenError(error, env.HOST, env.PORT)))
  })
}

/**
 * The process `npm start` runs. It migrates and seeds in a short-lived child (server/ops/prepare.ts), then
 * serves: itself on the embedded database, or through `apiProcessCount` workers on a PostgreSQL server
 * (node:cluster, one port). The ads service starts beside it once the API answers.
 */
async function main() {
  const env = readEnv()
  await assertPortFree(env.HOST, env.PORT)
  // An in-memory database lives in this process only, and an embedded one already made has no seed of size to
  // run (only what a new version adds): either is prepared where it is served. A new one is seeded in a child.
  const preparedHere = !env.DATABASE_URL && (env.DATA_DIR === 'memory://' || existsSync(join(resolve(env.DATA_DIR), 'PG_VERSION')))
  if (!preparedHere) {
    const code = await prepareInChild()
    if (code !== 0) process.exit(code)
  }
  const count = apiProcessCount(env)
  if (!env.DATABASE_URL && env.API_PROCESSES && env.API_PROCESSES > 1)
    console.log(`API_PROCESSES=${env.API_PROCESSES} ignored: the embedded database (PGlite) can be opened by one process only, so one API process serves.`)
  if (count === 1) return serveHere(env, { prepare: preparedHere, announce: true, startAds: true })
  // The ads service beside this API (ADS_START=child, the default), or elsewhere by ADS_SERVICE_URL (ADS_START=off).
  const adsEnv = adsEnvBeside(process.env, env)
  Object.assign(process.env, { ADS_SERVICE_URL: adsEnv.ADS_SERVICE_URL, ADS_PORT: adsEnv.ADS_PORT })
  let ads: ReturnType<typeof startAdsChild> | undefined
  let stopping = false
  const primary = startWorkers(
    count,
    (address) => {
      announce(env, `http://${address}`, `node-postgres, ${count} API processes`)
      if (process.env.ADS_START !== 'off') ads = startAdsChild({ ...adsEnv, ...lowMemoryAllocator(process.env) })
    },
    () => void stop('', 1),
  )
  const stop = async (signal: string, code = 0) => {
    if (stopping) return
    stopping = true
    if (signal) console.log(`${signal} received, shutting down`)
    setTimeout(() => process.exit(code || 1), 9000).unref()
    ads?.stop()
    await primary.stop()
    process.exit(code)
  }
  process.on('SIGINT', () => void stop('SIGINT'))
  process.on('SIGTERM', () => void stop('SIGTERM'))
}

/** One API process: this one (`announce`, and the ads service beside it), or a worker of the primary above. */
async function serveHere(env: Env, { prepare, announce: speaks, startAds }: { prepare: boolean; announce: boolean; startAds: boolean }) {
  // The ads service beside this API (ADS_START=child, the default), or elsewhere by ADS_SERVICE_URL (ADS_START=off).
  const adsEnv = adsEnvBeside(process.env, env)
  Object.assign(process.env, { ADS_SERVICE_URL: adsEnv.ADS_SERVICE_URL, ADS_PORT: adsEnv.ADS_PORT })
  let ads: ReturnType<typeof startAdsChild> | undefined
  const database = await createDb(env)
  let server: Server | undefined
  let backups: BackupSchedule | undefined
  let pruning: NodeJS.Timeout | undefined
  let stopping = false
  // Whatever hangs, the process ends within a few seconds; the lock file goes with it (released on exit).
  const stop = async (signal: string, code = 0) => {
    if (stopping) return
    stopping = true
    if (signal && speaks) console.log(`${signal} received, shutting down`)
    setTimeout(() => process.exit(code || 1), 8000).unref()
    clearInterval(pruning)
    ads?.stop()
    // The live streams end first (the app reconnects to another process), or the server would wait on them.
    await eventHub(database.db).close()
    if (server) await closeServer(server)
    await backups?.stop()
    await database.close()
    process.exit(code)
  }
  process.on('SIGINT', () => void stop('SIGINT'))
  process.on('SIGTERM', () => void stop('SIGTERM'))
  try {
    if (prepare) await prepareDatabase(env, database)
    let url: string
    ;({ server, backups, pruning, url } = await start(env, database))
    if (speaks) announce(env, url, database.driver)
    // Once this API answers (it answers /ads-service/* with 503 until then), so the two do not seed at the same time.
    if (startAds && process.env.ADS_START !== 'off') ads = startAdsChild({ ...adsEnv, ...lowMemoryAllocator(process.env) })
  } catch (error) {
    console.error(describeFailure(error))
    await stop('', 1)
  }
}

function announce(env: Env, url: string, database: string) {
  console.log(`Back office running at ${url} (database: ${database})`)
  const where = env.CODE_TRANSPORT === 'file' ? `written to ${env.CODE_OUTBOX}` : 'printed here'
  if (seedsDemo(env)) console.log(`Sign in as ${demoLogin.email} / ${demoLogin.password} (the SMS code is ${where})`)
  else console.log(`Sign up at ${url}/signup (the SMS code is ${where}); \`npm run seed\` adds the demo organisations.`)
  if (!existsSync(join(env.STATIC_DIR, 'index.html')))
    console.log(`No built app in ${env.STATIC_DIR}/: serving the API only. Run "npm run build:app" to serve the app too.`)
}

/** The child of `prepareInChild`: migrations and the seed, then exit (with the database closed). */
async function prepareAndExit() {
  const env = readEnv()
  const database = await createDb(env)
  try {
    await prepareDatabase(env, database)
  } finally {
    await database.close()
  }
  process.exit(0)
}

async function start(env: Env, database: DbHandle) {
  const prune = () => Promise.all([pruneRateLimits(database.db), pruneIdempotencyKeys(database.db)])
  await prune()
  // After the seed and the prune, and hourly with the prune: PGlite has no autovacuum to keep statistics fresh.
  await database.analyze()
  const pruning = setInterval(
    () =>
      void prune()
        .then(() => database.analyze())
        .catch(() => undefined),
    60 * 60 * 1000,
  )
  pruning.unref()

  const transport = env.CODE_TRANSPORT === 'file' ? fileTransport(env.CODE_OUTBOX) : consoleTransport()
  const app = createApp({ db: database.db, transport, env })
  attachStatic(app, env.STATIC_DIR)
  const { server, info } = await listen(env, app)

  // The embedded database backs itself up daily into its folder; a PostgreSQL server has its own tools.
  const backups = database.dataDir ? startBackupSchedule(database.db, env.BACKUP_DIR ?? join(database.dataDir, backupFolderName)) : undefined
  // `npm run backup` asks the running server for a backup, since only this process may open the folder.
  if (backups) process.on('SIGUSR2', () => void backups.runNow().catch((error: unknown) => console.error(`Backup failed: ${String(error)}`)))
  return { server, backups, pruning, url: urlOf(info) }
}

const failed = (error: unknown) => {
  console.error(describeFailure(error))
  process.exit(1)
}

if (process.argv.includes(adsOnlyFlag)) void runAdsAlone()
else if (process.argv.includes(prepareFlag)) prepareAndExit().catch(failed)
else if (cluster.isWorker) serveHere(readEnv(), { prepare: false, announce: false, startAds: false }).catch(failed)
else main().catch(failed)
