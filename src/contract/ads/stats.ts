import * as v from 'valibot'

/** The ads service's figures for the dashboard (GET /ads-service/dashboard-stats): kept apart so the ads service may fail alone. */
export const adsStatsResponse = v.object({
  status: v.boolean(),
  message: v.string(),
  data: v.object({
    live_campaigns: v.number(),
    spend_this_month_paise: v.number(),
    clicks: v.array(v.object({ date: v.string(), value: v.number() })),
  }),
})
export type AdsStats = v.InferOutput<typeof adsStatsResponse>['data']

/** The ads service's figures for the dashboard. */
export const adsStatsPath = '/ads-service/dashboard-stats'
