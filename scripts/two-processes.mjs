// Two API processes on one PostgreSQL, for a load balancer in front (README, "Several API processes").
//   DATABASE_URL=postgres://... node scripts/two-processes.mjs          prints the nginx config and the pool budget, starts both
//   DATABASE_URL=postgres://... node scripts/two-processes.mjs --print  prints them only
// The first process starts the ads service beside it; the second uses that one (ADS_START=off). Both migrate and
// seed under an advisory lock, so they may start together. Ctrl+C stops both. (Without a balancer, `npm start` with
// DATABASE_URL runs API_PROCESSES processes, one per core, on one port: README "Several API processes".)
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import pg from 'pg'

const url = process.env.DATABASE_URL
if (!url) {
  console.error('Set DATABASE_URL to the PostgreSQL database both processes share.')
  process.exit(1)
}
const ports = (process.env.API_PORTS ?? '3001,3002').split(',').map(Number)
const balancerPort = Number(process.env.BALANCER_PORT ?? 3000)
const poolMax = Number(process.env.DB_POOL_MAX ?? 10)
// The ads service's pool: the main API's default size.
const adsPool = 10
// nginx on this machine: its address is the only proxy the API trusts.
const trustProxy = process.env.TRUST_PROXY ?? '127.0.0.1'

console.log(`# nginx: /etc/nginx/conf.d/back-office.conf
upstream back_office_api {
${ports.map((port) => `  server 127.0.0.1:${port};`).join('\n')}
  keepalive 32;
}
server {
  listen ${balancerPort};
  location / {
    proxy_pass http://back_office_api;
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $host;
    # Appends the caller's address: the API reads it because TRUST_PROXY=${trustProxy} names this nginx.
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_buffering off; # CSV exports stream
  }
}
`)

const admin = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 })
try {
  await admin.connect()
  const { rows } = await admin.query(
    "select current_setting('max_connections')::int as max, current_setting('superuser_reserved_connections')::int as reserved",
  )
  const { max, reserved } = rows[0]
  const needed = ports.length * poolMax + adsPool
  console.log(`# Pool budget: ${ports.length} processes x DB_POOL_MAX ${poolMax} + ads service ${adsPool} = ${needed} connections;`)
  console.log(
    `# max_connections ${max} - ${reserved} reserved = ${max - reserved} available: ${needed <= max - reserved ? 'fits' : 'DOES NOT FIT, lower DB_POOL_MAX'}.\n`,
  )
} catch (error) {
  console.error(`PostgreSQL is not reachable (${error.message}).`)
  process.exit(1)
} finally {
  await admin.end().catch(() => undefined)
}
if (process.argv.includes('--print')) process.exit(0)

const built = existsSync('dist-server/main.js')
const command = built ? ['dist-server/main.js'] : ['--import', 'tsx', 'server/main.ts']
const adsPort = ports[0] + 101
const children = ports.map((port, index) =>
  spawn(process.execPath, command, {
    stdio: 'inherit',
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(port),
      TRUST_PROXY: trustProxy,
      DB_POOL_MAX: String(poolMax),
      // nginx is the balancer here: one API process per port (npm start alone runs one per core on one port).
      API_PROCESSES: '1',
      ...(index === 0 ? { ADS_PORT: String(adsPort) } : { ADS_START: 'off', ADS_SERVICE_URL: `http://127.0.0.1:${adsPort}` }),
    },
  }),
)
console.log(`Started ${ports.length} API processes (${built ? 'dist-server' : 'from source'}) on ports ${ports.join(', ')}; nginx on :${balancerPort} above.`)
const stop = () => {
  for (const child of children) child.kill('SIGTERM')
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
await Promise.all(children.map((child) => new Promise((resolve) => child.once('exit', resolve))))
