// Runs the server suite twice (docs/README.md#checks): on PGlite, the embedded default, then against a PostgreSQL server
// (TEST_DATABASE_URL, or the local default). In CI (CI=true) a missing server fails the run; on a laptop without
// PostgreSQL it says so after the first pass.
// Which files each pass runs: vitest.config.ts.
import { spawnSync } from 'node:child_process'
import pg from 'pg'

const vitest = (env) => spawnSync('npx', ['vitest', 'run', '--project', 'server'], { stdio: 'inherit', env }).status ?? 1

// The first pass on PGlite: without TEST_DATABASE_URL, whatever the shell (CI) exported.
const { TEST_DATABASE_URL: _, ...embedded } = process.env
console.log('Server suite on PGlite')
const first = vitest(embedded)
if (first !== 0) process.exit(first)

const url = process.env.TEST_DATABASE_URL ?? 'postgres://backoffice:backoffice@127.0.0.1:5432/backoffice_test'
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 })
try {
  await client.connect()
  await client.end()
} catch (error) {
  const message = `PostgreSQL is not reachable at ${url.replace(/:[^:@/]+@/, ':***@')} (${error.message}).`
  if (process.env.CI) {
    console.error(`${message} CI must run the server suite against PostgreSQL: see .ci/run.`)
    process.exit(1)
  }
  console.warn(`${message}\nServer suite on PostgreSQL NOT run. Set TEST_DATABASE_URL or start PostgreSQL (see README).`)
  process.exit(0)
}
console.log(`Server suite against PostgreSQL at ${url.replace(/:[^:@/]+@/, ':***@')}`)
process.exit(vitest({ ...process.env, TEST_DATABASE_URL: url }))
