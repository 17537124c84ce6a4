import { queryOptions } from '@tanstack/react-query'
import { adPaths, adSchema, campaignDetailResponse, campaignOptionsResponse, campaignPaths, campaignSchema } from '../../contract/ads'
import type { Ad, AdCreateBody, AdListQuery, Campaign, CampaignCreateBody, CampaignListQuery } from '../../contract/ads'
import { apiRequest } from '../../lib/http'
import { defineResource } from '../../lib/resource-api'
import * as m from '../../paraglide/m/ads'

// docs/areas/ads.md#api: the separate ads service, reached through the app's own /ads-service/* path.

export const campaigns = defineResource<Campaign, CampaignListQuery>({
  key: ['campaigns'],
  row: campaignSchema,
  list: campaignPaths.list,
  toasts: { list: m.failedCampaigns, detail: false },
})

export const ads = defineResource<Ad, AdListQuery>({
  key: ['ads'],
  row: adSchema,
  list: adPaths.list,
  toasts: { list: m.failedAds, detail: false },
})

/** One campaign with its daily impressions, clicks and spend. */
export const campaignDetailQuery = (id: string) =>
  queryOptions({
    queryKey: [...campaigns.keys.detail(id), 'daily'],
    queryFn: ({ signal }) => apiRequest(campaignPaths.detail(id), { schema: campaignDetailResponse, signal }).then((body) => body.data),
    meta: { errorToast: false },
  })

/** The ad form's campaign dropdown and the ads list's campaign filter. */
export const campaignOptionsQuery = () =>
  queryOptions({
    queryKey: [...campaigns.keys.all, 'options'],
    queryFn: ({ signal }) => apiRequest(campaignPaths.options, { schema: campaignOptionsResponse, signal }).then((body) => body.data),
    staleTime: 60_000,
    meta: { errorToast: false },
  })

export const createCampaign = (body: CampaignCreateBody, idempotencyKey: string) => campaigns.write('POST', campaignPaths.create, body, idempotencyKey)
export const createAd = (body: AdCreateBody, idempotencyKey: string) => ads.write('POST', adPaths.create, body, idempotencyKey)
