import * as v from 'valibot'
import { isProxyEntry } from './auth/client-ip'
import type { TrustProxy } from './auth/client-ip'
import { defaultPoolSettings } from './db/pool-settings'

const boolText = v.pipe(
  v.picklist(['true', 'false', '1', '0'], 'must be true or false'),
  v.transform((value) => value === 'true' || value === '1'),
)
/**
 * The proxies in front of the API (server/auth/client-ip.ts): false or 0 none; true or 1 one hop; 2, 3... that
 * many hops; or a comma list of their addresses, CIDR ranges and the names loopback, linklocal, uniquelocal.
 */
const trustProxy = v.pipe(
  v.string(),
  v.transform((text): TrustProxy | null => {
    const value = text.trim()
    if (value === 'true' || value === '1') return true
    if (value === 'false' || value === '0') return false
    if (/^\d+$/.test(value)) return Number(value) <= 100 ? Number(value) : null
    const entries = value.split(',').map((entry) => entry.trim())
    return entries.every(isProxyEntry) ? entries : null
  }),
  v.check((value) => value !== null, 'must be true, false, a hop count or a comma list of addresses and CIDR ranges'),
  v.transform((value) => value as TrustProxy),
)
const positiveInt = (max: number) => v.pipe(v.string(), v.toNumber('must be a number'), v.integer('must be a whole number'), v.minValue(1), v.maxValue(max))

const envSchema = v.object({
  PORT: v.optional(positiveInt(65_535), '3000'),
  HOST: v.optional(v.pipe(v.string(), v.nonEmpty()), '127.0.0.1'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'must start with postgres://'))),
  // The PostgreSQL pool (DATABASE_URL only): connections per process, the wait for a free one, and the longest statement.
  DB_POOL_MAX: v.optional(positiveInt(1000), String(defaultPoolSettings.max)),
  DB_CONNECT_TIMEOUT_MS: v.optional(positiveInt(600_000), String(defaultPoolSettings.connectTimeoutMs)),
  DB_STATEMENT_TIMEOUT_MS: v.optional(positiveInt(86_400_000), String(defaultPoolSettings.statementTimeoutMs)),
  // API processes on one port (DATABASE_URL only; the embedded database takes one): by default one per core.
  // Each opens up to DB_POOL_MAX connections: API_PROCESSES x DB_POOL_MAX must fit the server's max_connections.
  API_PROCESSES: v.optional(positiveInt(256)),
  DATA_DIR: v.optional(v.string(), '.data/pglite'),
  // Where backups go; unset means `backups/` inside DATA_DIR (or `.data/backups` with DATABASE_URL).
  BACKUP_DIR: v.optional(v.string()),
  // How many days of backups are kept (in BACKUP_DIR and in S3); the newest is always kept.
  BACKUP_KEEP_DAYS: v.optional(positiveInt(3650), '7'),
  // Backups off the machine (server/ops/backup-s3.ts): s3://bucket/prefix, and for an S3-compatible store its endpoint
  // (path-style addressing). Keys: BACKUP_S3_ACCESS_KEY_ID + BACKUP_S3_SECRET_ACCESS_KEY, else the AWS SDK's own
  // (AWS_ACCESS_KEY_ID..., an instance role).
  BACKUP_S3_URL: v.optional(v.pipe(v.string(), v.regex(/^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/.*)?$/, 'must be s3://bucket or s3://bucket/prefix'))),
  BACKUP_S3_ENDPOINT: v.optional(v.pipe(v.string(), v.url('must be a URL'))),
  BACKUP_S3_REGION: v.optional(v.pipe(v.string(), v.maxLength(50)), 'us-east-1'),
  BACKUP_S3_ACCESS_KEY_ID: v.optional(v.pipe(v.string(), v.maxLength(200))),
  BACKUP_S3_SECRET_ACCESS_KEY: v.optional(v.pipe(v.string(), v.maxLength(200))),
  CODE_TRANSPORT: v.optional(v.picklist(['console', 'file'], 'must be console or file'), 'console'),
  CODE_OUTBOX: v.optional(v.string(), '.data/outbox.jsonl'),
  // Email by SMTP (server/platform/messages): smtp://user:pass@host:587 (STARTTLS) or smtps://...:465, and the From line.
  SMTP_URL: v.optional(v.pipe(v.string(), v.regex(/^smtps?:\/\/[^/\s]+/, 'must be smtp://user:password@host:port or smtps://...'))),
  MAIL_FROM: v.optional(v.pipe(v.string(), v.maxLength(200))),
  // SMS through a provider: msg91, with its auth key, DLT sender id and DLT template ids (per purpose; Hindi ones optional).
  SMS_PROVIDER: v.optional(v.picklist(['msg91'], 'must be msg91')),
  MSG91_AUTH_KEY: v.optional(v.pipe(v.string(), v.maxLength(200))),
  MSG91_SENDER_ID: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{3,11}$/, 'must be the 6-letter DLT header (3-11 letters or digits)'))),
  MSG91_TEMPLATE_LOGIN: v.optional(v.pipe(v.string(), v.maxLength(100))),
  MSG91_TEMPLATE_LOGIN_HI: v.optional(v.pipe(v.string(), v.maxLength(100))),
  MSG91_TEMPLATE_RESET: v.optional(v.pipe(v.string(), v.maxLength(100))),
  MSG91_TEMPLATE_RESET_HI: v.optional(v.pipe(v.string(), v.maxLength(100))),
  // Where MSG91's API answers (tests point it at a local stand-in).
  MSG91_BASE_URL: v.optional(v.pipe(v.string(), v.url('must be a URL')), 'https://control.msg91.com'),
  // Pay by link through Razorpay's Payment Links API: its key pair and webhook secret (all three, or no pay by link).
  RAZORPAY_KEY_ID: v.optional(v.pipe(v.string(), v.maxLength(100))),
  RAZORPAY_KEY_SECRET: v.optional(v.pipe(v.string(), v.maxLength(200))),
  RAZORPAY_WEBHOOK_SECRET: v.optional(v.pipe(v.string(), v.maxLength(200))),
  // Where Razorpay's API answers (tests point it at a local stand-in).
  RAZORPAY_API_URL: v.optional(v.pipe(v.string(), v.url('must be a URL')), 'https://api.razorpay.com'),
  // The app's address as people open it (https://backoffice.example.com), for links in messages (an invite's); unset, the request's own.
  APP_URL: v.optional(v.pipe(v.string(), v.regex(/^https?:\/\/[^/]+$/, 'must be http(s)://host with no path'))),
  // Web push (docs/areas/inbox.md#push): the VAPID key pair (both, base64url, as web-push makes them) and the contact it
  // names. Unset, a pair is made at the first start and kept in the database (push_keys), shared by every API process.
  VAPID_PUBLIC_KEY: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9_-]{80,100}$/, 'must be a base64url P-256 public key'))),
  VAPID_PRIVATE_KEY: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9_-]{40,50}$/, 'must be a base64url P-256 private key'))),
  VAPID_SUBJECT: v.optional(v.pipe(v.string(), v.regex(/^(mailto:|https:\/\/)/, 'must be a mailto: or https:// address')), 'mailto:push@back-office.invalid'),
  // Webhooks (docs/integrations.md#webhooks) may reach http:// URLs and private, loopback and link-local addresses:
  // for development and tests only (a webhook to the server's neighbours is a request forgery otherwise).
  WEBHOOK_ALLOW_PRIVATE: v.optional(boolText, 'false'),
  SESSION_TTL_HOURS: v.optional(positiveInt(24 * 365), '168'),
  // The key authenticator-app secrets are encrypted with (AES-256-GCM): 64 hex characters (openssl rand -hex 32). Unset,
  // one is made on first use and kept in the data folder (totp.key); several hosts on one database must share one.
  TOTP_KEY: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex characters (openssl rand -hex 32)'))),
  STATIC_DIR: v.optional(v.string(), 'dist'),
  // The base map under the regions: a PMTiles archive (raster tiles: png, jpg or webp) served from the data folder with
  // range requests (server/areas/employees/map-archive.ts); a path relative to DATA_DIR (.data with DATABASE_URL), or
  // absolute. Unset, the regions draw on a plain background with the city's outline.
  MAP_TILES: v.optional(v.pipe(v.string(), v.trim(), v.regex(/\.pmtiles$/, 'must be a .pmtiles file'))),
  TRUST_PROXY: v.optional(trustProxy, 'false'),
  // The demo organisations (with their published password) go into the embedded database by default; a
  // DATABASE_URL database gets them only when asked, and a production one never.
  SEED_DEMO: v.optional(boolText),
  NODE_ENV: v.optional(v.string()),
  // On SIGTERM, how long the process keeps answering with /api/ready at 503 before it stops accepting requests:
  // a load balancer's readiness period, so it stops sending requests here first. 0 (the default) stops at once.
  DRAIN_MS: v.optional(v.pipe(v.string(), v.toNumber('must be a number'), v.integer('must be a whole number'), v.minValue(0), v.maxValue(60_000)), '0'),
  // The least level written to the log (JSON lines on stdout, server/kit/request-log.ts); info writes a line per request.
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'must be fatal, error, warn, info, debug, trace or silent')),
  // The bearer token a Prometheus scraper sends to GET /api/metrics; unset, the route answers 404.
  METRICS_TOKEN: v.optional(v.pipe(v.string(), v.minLength(16, 'must be at least 16 characters'), v.maxLength(200))),
  // Scales the sign-in and code limits; only load tests raise it.
  RATE_LIMIT_MULTIPLIER: v.optional(positiveInt(1_000_000), '1'),
})

export type Env = v.InferOutput<typeof envSchema>

/** Whether start-up seeds the demo organisations: into the embedded database, into DATABASE_URL only on request; never in production. */
export const seedsDemo = (env: Pick<Env, 'DATABASE_URL' | 'SEED_DEMO' | 'NODE_ENV'>) => env.NODE_ENV !== 'production' && (env.SEED_DEMO ?? !env.DATABASE_URL)

/** Parses the environment; throws one error listing every bad variable. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  // An empty variable (FOO=) means "use the default", as in most twelve-factor apps.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''))
  const result = v.safeParse(envSchema, present)
  if (result.success && result.output.SEED_DEMO && result.output.NODE_ENV === 'production')
    throw new Error('Invalid environment:\n  SEED_DEMO: the demo data and its published password are never seeded with NODE_ENV=production')
  if (result.success) return result.output
  const lines = result.issues.map((issue) => `  ${v.getDotPath(issue) ?? '?'}: ${issue.message}`)
  throw new Error(`Invalid environment:\n${lines.join('\n')}`)
}
