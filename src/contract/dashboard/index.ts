import * as v from 'valibot'

const statPoint = v.object({ date: v.string(), value: v.number() })

export const vendorStatsResponse = v.object({
  status: v.boolean(),
  message: v.string(),
  data: v.object({
    /** `format: 'inr'`: the value is paise, shown as rupees (money tiles); a count otherwise. */
    counts: v.array(v.object({ key: v.string(), label: v.string(), value: v.number(), path: v.nullable(v.string()), format: v.optional(v.picklist(['inr'])) })),
    series: v.array(v.object({ key: v.string(), label: v.string(), points: v.array(statPoint) })),
    generated_at: v.string(),
  }),
})
export type VendorStatsResponse = v.InferOutput<typeof vendorStatsResponse>
export type VendorStats = VendorStatsResponse['data']

/** docs/areas/dashboard.md#api. */
export const vendorStatsPath = '/api/dashboard/vendor-stats'
