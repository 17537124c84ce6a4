import * as v from 'valibot'

const boolText = v.pipe(
  v.picklist(['true', 'false', '1', '0'], 'must be true or false'),
  v.transform((value) => value === 'true' || value === '1'),
)
const port = v.pipe(v.string(), v.toNumber('must be a number'), v.integer('must be a whole number'), v.minValue(1), v.maxValue(65_535))

/** The ads service's own environment (README "Ads service"). */
const adsEnvSchema = v.object({
  ADS_PORT: v.optional(port, '3101'),
  ADS_HOST: v.optional(v.pipe(v.string(), v.nonEmpty()), '127.0.0.1'),
  ADS_SERVICE_NAME: v.optional(v.pipe(v.string(), v.nonEmpty()), 'backoffice-web'),
  ADS_API_TOKEN: v.optional(v.pipe(v.string(), v.minLength(16, 'must be at least 16 characters')), 'dev-ads-token-change-me'),
  ADS_DATABASE_URL: v.optional(v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'must start with postgres://'))),
  ADS_DATA_DIR: v.optional(v.string(), '.data/ads-pglite'),
  /** Where the service checks who a caller's session belongs to. */
  MAIN_API_URL: v.optional(v.pipe(v.string(), v.url('must be a URL')), 'http://127.0.0.1:3000'),
  // As the main API's (server/env.ts): the demo campaigns go into an embedded database by default, into a
  // PostgreSQL one only with SEED_DEMO=true, and never with NODE_ENV=production.
  SEED_DEMO: v.optional(boolText),
  NODE_ENV: v.optional(v.string()),
})
export type AdsEnv = v.InferOutput<typeof adsEnvSchema>

export const defaultAdsToken = 'dev-ads-token-change-me'

/** Whether the service seeds its demo campaigns at start (never in production, whatever SEED_DEMO says). */
export const seedsAdsDemo = (env: Pick<AdsEnv, 'ADS_DATABASE_URL' | 'SEED_DEMO' | 'NODE_ENV'>) =>
  env.NODE_ENV !== 'production' && (env.SEED_DEMO ?? !env.ADS_DATABASE_URL)

export function loadAdsEnv(source: Record<string, string | undefined> = process.env): AdsEnv {
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''))
  const result = v.safeParse(adsEnvSchema, present)
  if (result.success && result.output.SEED_DEMO && result.output.NODE_ENV === 'production')
    throw new Error('Invalid ads service environment:\n  SEED_DEMO: the demo data is never seeded with NODE_ENV=production')
  if (result.success) return result.output
  const lines = result.issues.map((issue) => `  ${v.getDotPath(issue) ?? '?'}: ${issue.message}`)
  throw new Error(`Invalid ads service environment:\n${lines.join('\n')}`)
}
