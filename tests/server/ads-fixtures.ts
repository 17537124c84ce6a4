import pg from 'pg'
import { createAdsApp } from '../../server/areas/ads/service/app'
import { whoIsVia } from '../../server/areas/ads/service/caller'
import { createAdsDb } from '../../server/areas/ads/service/db/client'
import type { AdsDbHandle } from '../../server/areas/ads/service/db/client'
import { seedAds } from '../../server/areas/ads/service/db/seed'
import type { AdsProxy } from '../../server/areas/ads/service/proxy'
import { createApp } from '../../server/app'
import type { App } from '../../server/app'
import { consoleTransport } from '../../server/auth/code-transport'
import { request } from './helpers'
import type { ApiResult, RequestOptions, TestContext } from './helpers'

const adsServiceName = 'test-web'
const adsToken = 'test-token-0123456789'
const adsHost = 'http://ads.test'
const mainHost = 'http://main.test'

export type AdsContext = {
  handle: AdsDbHandle
  adsApp: ReturnType<typeof createAdsApp>
  /** The main API with /ads-service/* forwarding to the in-memory ads app. */
  main: App
  /** A main API whose ads service is down, slow or failing. */
  mainWith: (proxy: Partial<AdsProxy>) => App
  /** Straight to the ads service; `service: false` leaves out the service headers. */
  direct: (method: string, path: string, body?: unknown, options?: RequestOptions & { service?: false | { name: string; token: string } }) => Promise<ApiResult>
  proxied: (method: string, path: string, body?: unknown, options?: RequestOptions) => Promise<ApiResult>
}

async function resetAdsSchemas(url: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query('drop schema if exists ads_drizzle cascade; drop schema if exists ads cascade;')
  } finally {
    await client.end()
  }
}

/** The ads service on its own database (PGlite in memory, or the test PostgreSQL), asking `t`'s main API about sessions. */
export async function makeAdsContext(t: TestContext): Promise<AdsContext> {
  const url = process.env.TEST_DATABASE_URL
  if (url) await resetAdsSchemas(url)
  const handle = await createAdsDb({ ADS_DATABASE_URL: url, ADS_DATA_DIR: 'memory://' })
  await handle.migrate()
  await seedAds(handle.db, 'small')
  const whoIs = whoIsVia(mainHost, (target, init) => Promise.resolve(t.app.request(target.replace(mainHost, ''), init)))
  const adsApp = createAdsApp({ db: handle.db, serviceName: adsServiceName, apiToken: adsToken, whoIs })
  const proxy: AdsProxy = {
    url: adsHost,
    serviceName: adsServiceName,
    apiToken: adsToken,
    timeoutMs: 2000,
    fetch: (target, init) => Promise.resolve(adsApp.request(target.replace(adsHost, ''), init)),
  }
  const mainWith = (changes: Partial<AdsProxy>) =>
    createApp({ db: t.db, env: t.env, transport: consoleTransport(() => undefined), ads: { ...proxy, ...changes } })
  const main = mainWith({})
  const direct: AdsContext['direct'] = (method, path, body, options = {}) => {
    const service = options.service === undefined ? { name: adsServiceName, token: adsToken } : options.service
    const headers = service ? { 'x-service-name': service.name, 'x-api-token': service.token, ...options.headers } : options.headers
    return request(adsApp as unknown as App, method, path, body, { ...options, headers })
  }
  const proxied: AdsContext['proxied'] = (method, path, body, options) => request(main, method, path, body, options)
  return { handle, adsApp, main, mainWith, direct, proxied }
}
