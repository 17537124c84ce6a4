import { queryOptions } from '@tanstack/react-query'
import { adSchema, campaignDetailResponse, campaignOptionsResponse, campaignSchema } from '../../contract/ads'
import type { Ad, AdCreateBody, AdListQuery, Campaign, CampaignCreateBody, CampaignListQuery } from '../../contract/ads'
import { apiRequest } from '../../lib/http'
import { defineResource } from '../../lib/resource-api'

// SPEC.md 7 "Ads and campaigns": the separate ads service, reached through the app's own /ads-service/* path.

export const campaigns = defineResource<Campaign, CampaignListQuery>({
  key: ['campaigns'],
  row: campaignSchema,
  list: '/ads-service/campaigns-list',
  toasts: { list: 'Failed to fetch campaigns', detail: false },
})

export const ads = defineResource<Ad, AdListQuery>({
  key: ['ads'],
  row: adSchema,
  list: '/ads-service/ads-list',
  toasts: { list: 'Failed to fetch ads', detail: false },
})

/** One campaign with its daily impressions, clicks and spend. */
export const campaignDetailQuery = (id: string) =>
  queryOptions({
    queryKey: [...campaigns.keys.detail(id), 'daily'],
    queryFn: ({ signal }) =>
      apiRequest(`/ads-service/campaigns/${encodeURIComponent(id)}`, { schema: campaignDetailResponse, signal }).then((body) => body.data),
    meta: { errorToast: false },
  })

/** The ad form's campaign dropdown and the ads list's campaign filter. */
export const campaignOptionsQuery = () =>
  queryOptions({
    queryKey: [...campaigns.keys.all, 'options'],
    queryFn: ({ signal }) => apiRequest('/ads-service/campaign-options', { schema: campaignOptionsResponse, signal }).then((body) => body.data),
    staleTime: 60_000,
    meta: { errorToast: false },
  })

export const createCampaign = (body: CampaignCreateBody, idempotencyKey: string) => campaigns.write('POST', '/ads-service/campaigns', body, idempotencyKey)
export const createAd = (body: AdCreateBody, idempotencyKey: string) => ads.write('POST', '/ads-service/ads', body, idempotencyKey)
