import * as v from 'valibot'

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
})
export type AdsEnv = v.InferOutput<typeof adsEnvSchema>

export const defaultAdsToken = 'dev-ads-token-change-me'

export function loadAdsEnv(source: Record<string, string | undefined> = process.env): AdsEnv {
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''))
  const result = v.safeParse(adsEnvSchema, present)
  if (result.success) return result.output
  const lines = result.issues.map((issue) => `  ${v.getDotPath(issue) ?? '?'}: ${issue.message}`)
  throw new Error(`Invalid ads service environment:\n${lines.join('\n')}`)
}
