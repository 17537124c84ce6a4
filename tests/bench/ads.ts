import { hammer, printLoad } from './load'
import type { LoadFigures } from './load'
import { round, sleep } from './stats'

export type AdsLoad = { health: LoadFigures; adsList: LoadFigures; campaigns: LoadFigures; p50Ratio: number; p99Ratio: number; rpsRatio: number }

const adsListPath = '/ads-service/ads-list?page_size=20&ordering=-clicks'
const ratio = (a: number, b: number) => (b > 0 ? round(a / b, 1) : Number.NaN)

/** The ads service starts beside the main API (a child process): waits until the path answers through it. */
async function waitForAds(baseUrl: string, token: string): Promise<void> {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    const response = await fetch(`${baseUrl}${adsListPath}`, { headers: { authorization: `Bearer ${token}` } }).catch(() => null)
    if (response?.ok) return
    await sleep(500)
  }
  throw new Error('The ads service never answered through /ads-service')
}

/**
 * /ads-service/ads-list through the main API (proxy, session check with the main API, the ads database) beside
 * /api/health in the same run, 50 connections each: the ratio is the figure.
 */
export async function measureAdsLoad(baseUrl: string, token: string, health: LoadFigures): Promise<AdsLoad> {
  await waitForAds(baseUrl, token)
  const headers = { authorization: `Bearer ${token}` }
  const adsList = await hammer(baseUrl, { name: 'GET /ads-service/ads-list (20, -clicks)', path: adsListPath, headers })
  const campaigns = await hammer(baseUrl, { name: 'GET /ads-service/campaigns-list (20)', path: '/ads-service/campaigns-list?page_size=20', headers })
  return {
    health,
    adsList,
    campaigns,
    p50Ratio: ratio(adsList.p50, Math.max(health.p50, 1)),
    p99Ratio: ratio(adsList.p99, Math.max(health.p99, 1)),
    rpsRatio: ratio(health.requestsPerSecond, adsList.requestsPerSecond),
  }
}

export function printAdsLoad(result: AdsLoad): void {
  printLoad([result.health, result.adsList, result.campaigns])
  console.log(`ads-list / health: p50 x${result.p50Ratio}, p99 x${result.p99Ratio}; health serves x${result.rpsRatio} the requests per second`)
}
