// Runs the server suite a second time against a PostgreSQL server (docs/README.md#checks).
// In CI (CI=true) a missing server fails the run; on a laptop without PostgreSQL it says so and stops.
import { spawnSync } from 'node:child_process'
import pg from 'pg'

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
const run = spawnSync('npx', ['vitest', 'run', '--project', 'server'], { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: url } })
process.exit(run.status ?? 1)
