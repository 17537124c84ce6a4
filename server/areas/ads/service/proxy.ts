import { adsUnavailable } from '../../../../src/paraglide/m/ads'
import { currentRequestId, requestIdHeader } from '../../../kit/request-id'
import { loadAdsEnv } from './env'
import type { AdsProxy } from '../../../kit/types'

export type { AdsProxy }

/** ADS_SERVICE_URL (default the in-process service's http://127.0.0.1:ADS_PORT), ADS_SERVICE_NAME, ADS_API_TOKEN, ADS_TIMEOUT_MS. */
export function adsProxyFromEnv(source: Record<string, string | undefined> = process.env): AdsProxy {
  const ads = loadAdsEnv(source)
  const timeout = Number(source.ADS_TIMEOUT_MS || 5000)
  return {
    url: source.ADS_SERVICE_URL || `http://127.0.0.1:${ads.ADS_PORT}`,
    serviceName: ads.ADS_SERVICE_NAME,
    apiToken: ads.ADS_API_TOKEN,
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : 5000,
  }
}

/** What the browser may pass on; the service name and token are added here, never taken from the browser. */
const passed = ['authorization', 'content-type', 'accept', 'accept-language', 'idempotency-key']
/** Tells the app only a part of the system is down: the screen says so, with no app-wide "cannot connect" notice. */
const partialOutageHeader = 'X-Partial-Outage'

const unavailable = () =>
  new Response(JSON.stringify({ status: false, message: adsUnavailable() }), {
    status: 503,
    headers: { 'Content-Type': 'application/json', [partialOutageHeader]: 'ads', 'Retry-After': '30' },
  })

/** Forwards one request to the ads service; down, slow or failing, it is 503 'Ads are unavailable right now.'. */
export async function forwardToAds(proxy: AdsProxy, request: Request, path: string): Promise<Response> {
  const headers = new Headers()
  for (const name of passed) {
    const value = request.headers.get(name)
    if (value !== null) headers.set(name, value)
  }
  // The main API's id of this request (server/kit/request-id.ts), so both services name it alike.
  const id = currentRequestId()
  if (id) headers.set(requestIdHeader, id)
  headers.set('x-service-name', proxy.serviceName)
  headers.set('x-api-token', proxy.apiToken)
  const search = new URL(request.url).search
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
  try {
    const response = await (proxy.fetch ?? fetch)(`${proxy.url.replace(/\/$/, '')}${path}${search}`, {
      method: request.method,
      headers,
      body: hasBody ? await request.arrayBuffer() : undefined,
      signal: AbortSignal.timeout(proxy.timeoutMs),
    })
    if (response.status >= 500) return unavailable()
    const answer = new Headers()
    for (const name of ['content-type', 'content-disposition', 'x-total-count', 'idempotent-replayed']) {
      const value = response.headers.get(name)
      if (value !== null) answer.set(name, value)
    }
    return new Response(await response.arrayBuffer(), { status: response.status, headers: answer })
  } catch {
    return unavailable()
  }
}
