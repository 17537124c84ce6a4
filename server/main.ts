import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { createApp } from './app'
import { createDb } from './db/client'
import { demoLogin } from './db/demo'
import { seed } from './db/seed'
import { loadEnv } from './env'
import type { Env } from './env'
import { consoleTransport, fileTransport } from './services/code-transport'
import { pruneIdempotencyKeys } from './services/idempotency'
import { pruneRateLimits } from './services/rate-limit'
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

async function main() {
  const env = readEnv()
  const database = await createDb(env)
  await database.migrate()
  const created = await seed(database.db)
  if (created.length > 0) console.log(`Seeded demo data: ${created.join(', ')}`)
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
  const withApp = attachStatic(app, env.STATIC_DIR)

  const server = serve({ fetch: app.fetch, hostname: env.HOST, port: env.PORT }, (info) => {
    console.log(`Back office running at ${urlOf(info)} (database: ${database.driver})`)
    const where = env.CODE_TRANSPORT === 'file' ? `written to ${env.CODE_OUTBOX}` : 'printed here'
    console.log(`Sign in as ${demoLogin.email} / ${demoLogin.password} (the SMS code is ${where})`)
    if (!withApp) console.log(`No built app in ${env.STATIC_DIR}/: serving the API only. Run "npm run build:app" to serve the app too.`)
  })

  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    console.log(`${signal} received, shutting down`)
    clearInterval(pruning)
    server.close(() => void database.close().then(() => process.exit(0)))
    // Keep-alive connections can hold close() open; do not hang forever.
    setTimeout(() => process.exit(0), 5000).unref()
  }
  process.on('SIGINT', () => stop('SIGINT'))
  process.on('SIGTERM', () => stop('SIGTERM'))
}

main().catch((error: unknown) => {
  console.error('Could not start the server:', error)
  process.exit(1)
})
