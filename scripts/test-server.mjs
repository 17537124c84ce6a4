// Runs the server suite twice (docs/README.md#checks): on PGlite, the embedded default, and against a PostgreSQL server
// (TEST_DATABASE_URL, or the local default). In CI (CI=true) a missing server fails the run; on a laptop without
// PostgreSQL it says so and runs the PGlite pass alone.
// The two passes run side by side: the PGlite pass keeps one core busy in its own process, the PostgreSQL pass shares its
// work with the database server, so together they take little more than the longer one (CI's 30 minutes). The PGlite
// pass prints as it goes; the PostgreSQL pass's output is kept and printed when it ends. Which files each pass runs:
// vitest.config.ts.
import { spawn } from 'node:child_process'
import pg from 'pg'

const vitest = (env, output) =>
  new Promise((resolve) => {
    const child = spawn('npx', ['vitest', 'run', '--project', 'server'], { stdio: ['ignore', output, output], env })
    const kept = []
    if (output === 'pipe') {
      child.stdout.on('data', (chunk) => kept.push(chunk))
      child.stderr.on('data', (chunk) => kept.push(chunk))
    }
    child.on('close', (code) => resolve({ code: code ?? 1, text: Buffer.concat(kept).toString() }))
  })

const url = process.env.TEST_DATABASE_URL ?? 'postgres://backoffice:backoffice@127.0.0.1:5432/backoffice_test'
const shown = url.replace(/:[^:@/]+@/, ':***@')
async function reachable() {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 })
  try {
    await client.connect()
    await client.end()
    return null
  } catch (error) {
    return `PostgreSQL is not reachable at ${shown} (${error.message}).`
  }
}

const unreachable = await reachable()
if (unreachable && process.env.CI) {
  console.error(`${unreachable} CI must run the server suite against PostgreSQL: see .ci/run.`)
  process.exit(1)
}

// The PGlite pass: without TEST_DATABASE_URL, whatever the shell (CI) exported.
const { TEST_DATABASE_URL: _, ...embedded } = process.env
console.log(unreachable ? 'Server suite on PGlite' : `Server suite on PGlite, and beside it against PostgreSQL at ${shown} (printed when it ends)`)
const [first, second] = await Promise.all([
  // Beside the PostgreSQL pass, the PGlite pass leaves it the files that start their own processes (vitest.config.ts).
  vitest(unreachable ? embedded : { ...embedded, SERVER_SUITE_BESIDE_POSTGRES: '1' }, 'inherit'),
  unreachable ? Promise.resolve(null) : vitest({ ...process.env, TEST_DATABASE_URL: url }, 'pipe'),
])
if (second) {
  console.log(`\nServer suite against PostgreSQL at ${shown}:\n`)
  process.stdout.write(second.text)
} else {
  console.warn(`${unreachable}\nServer suite on PostgreSQL NOT run. Set TEST_DATABASE_URL or start PostgreSQL (see README).`)
}
process.exit(first.code !== 0 ? first.code : (second?.code ?? 0))
