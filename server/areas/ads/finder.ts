import * as v from 'valibot'
import type { SearchHit } from '../../../src/contract/search'
import type { Query, RemoteFinder } from '../../kit/search'
import { adsProxyFromEnv, forwardToAds } from './service/proxy'
import type { AdsProxy } from './service/proxy'

/** The part of the ads service's campaign list the search reads. */
const campaignPage = v.object({ data: v.array(v.object({ campaign_id: v.string(), name: v.string(), status: v.string() })) })

/** The search waits this long at most for the ads service; a slow or absent service leaves campaigns out, never fails the search. */
const adsWaitMs = 1500

/**
 * Campaigns by name: they live in the ads service's own database (docs/areas/ads.md), so the search asks its list
 * with the caller's session, as the app does.
 */
async function findCampaigns(proxy: AdsProxy, authorization: string, query: Query): Promise<SearchHit[]> {
  // A phone number or an id names no campaign: the service is not asked.
  if (!query.text) return []
  const url = `http://search.local/campaigns-list?search=${encodeURIComponent(query.q)}&page_size=${query.limit}&ordering=name`
  const request = new Request(url, { headers: { authorization } })
  const answer = await forwardToAds({ ...proxy, timeoutMs: Math.min(proxy.timeoutMs, adsWaitMs) }, request, '/campaigns-list')
  if (!answer.ok) return []
  const page = v.safeParse(campaignPage, await answer.json().catch(() => null))
  if (!page.success) return []
  return page.output.data.map((row) => ({
    type: 'campaign',
    id: row.campaign_id,
    title: row.name,
    subtitle: row.status.charAt(0).toUpperCase() + row.status.slice(1),
    path: `/campaigns/view/${row.campaign_id}`,
  }))
}

/** The palette's campaigns, asked of the ads service with the caller's session. */
export const campaignFinder: RemoteFinder = {
  area: '/campaigns',
  make: (deps, authorization) => {
    const proxy = deps.ads ?? adsProxyFromEnv()
    return (query) => findCampaigns(proxy, authorization, query)
  },
}
