import cluster from 'node:cluster'
import { adsEnvBeside, adsOnlyFlag, startAdsChild } from './areas/ads/service/child'
import { apiProcessCount, lowMemoryAllocator, startWorkers } from './ops/cluster'
import { assertPortFree } from './ops/lifecycle'
import { embeddedDataPrepared } from './ops/data-dir'
import { usableDemoSnapshot } from './ops/demo-snapshot'
import { exitWithParent, prepareFlag, prepareInChild } from './ops/prepare-child'
import { announce, failed, readEnv } from './ops/startup'

/** `node dist-server/main.js --demo-snapshot`: `npm start`'s step before the server (server/ops/demo-snapshot-make.ts). */
const demoSnapshotFlag = '--demo-snapshot'

// The entry of `npm start` and of every process it starts. Only light modules are imported here: the primary
// of several API processes forks and watches its workers and never loads the app, the database driver or the
// seed (about 35 MB less resident); each role loads what it runs.

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
  const preparedHere = !env.DATABASE_URL && embeddedDataPrepared(env.DATA_DIR)
  // A new embedded folder that gets the demo starts from the build's snapshot, when it has one: nothing of size to seed.
  const demoSnapshot = preparedHere ? undefined : usableDemoSnapshot(env)
  if (demoSnapshot) console.log(`A new database, copied from the demo snapshot (${demoSnapshot})`)
  else if (!preparedHere) {
    const code = await prepareInChild()
    if (code !== 0) process.exit(code)
  }
  const count = apiProcessCount(env)
  if (!env.DATABASE_URL && env.API_PROCESSES && env.API_PROCESSES > 1)
    console.log(`API_PROCESSES=${env.API_PROCESSES} ignored: the embedded database (PGlite) can be opened by one process only, so one API process serves.`)
  if (count === 1)
    return (await import('./serve')).serveHere(env, { prepare: preparedHere || demoSnapshot !== undefined, announce: true, startAds: true, demoSnapshot })
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
    // The workers drain first (DRAIN_MS, /api/ready at 503), then stop.
    const drainMs = signal ? env.DRAIN_MS : 0
    setTimeout(() => process.exit(code || 1), 9000 + drainMs).unref()
    await primary.stop(drainMs)
    ads?.stop()
    process.exit(code)
  }
  process.on('SIGINT', () => void stop('SIGINT'))
  process.on('SIGTERM', () => void stop('SIGTERM'))
}

// The migrate-and-seed child of prepareInChild ends with its parent (a kill -9 of it included).
if (process.argv.includes(prepareFlag)) exitWithParent()
if (process.argv.includes(demoSnapshotFlag))
  void import('./ops/demo-snapshot-make').then(({ makeDemoSnapshotWhenUseful }) => makeDemoSnapshotWhenUseful()).catch(failed)
else if (process.argv.includes(adsOnlyFlag)) void import('./areas/ads/service/run').then(({ runAdsAlone }) => runAdsAlone()).catch(failed)
else if (process.argv.includes(prepareFlag)) void import('./serve').then(({ prepareAndExit }) => prepareAndExit()).catch(failed)
else if (cluster.isWorker)
  void import('./serve').then(({ serveHere }) => serveHere(readEnv(), { prepare: false, announce: false, startAds: false })).catch(failed)
else main().catch(failed)
