import * as v from 'valibot'
import { safeText } from './common'
import * as m from '../paraglide/m/palette'
import { labelsFrom } from './vocabulary'

/**
 * The command palette's record search (docs/app.md#command-palette): one query over every area the caller's role may
 * open, in the caller's organisation. Each hit names the screen that opens it.
 */

export const searchTypes = ['subscriber', 'promo_code', 'variant', 'template', 'brand', 'complaint', 'employee', 'booking', 'tour', 'campaign'] as const
export type SearchType = (typeof searchTypes)[number]

/** What a hit is, as the palette shows it beside the title (read when shown, in the language of the moment). */
export const searchTypeLabels = labelsFrom<SearchType>({
  subscriber: m.typeSubscriber,
  promo_code: m.typePromoCode,
  variant: m.typeVariant,
  template: m.typeTemplate,
  brand: m.typeBrand,
  complaint: m.typeComplaint,
  employee: m.typeEmployee,
  booking: m.typeBooking,
  tour: m.typeTour,
  campaign: m.typeCampaign,
})

export const searchBounds = { minLength: 2, maxLength: 100, maxLimit: 20, defaultLimit: 8 } as const
/** The search's answers to a bad query, in the language of the request. */
export const searchMessages = {
  get tooShort() {
    return m.searchTooShort({ count: searchBounds.minLength })
  },
  get tooLong() {
    return m.searchTooLong({ count: searchBounds.maxLength })
  },
  get limit() {
    return m.searchLimit({ count: searchBounds.maxLimit })
  },
}
const said = (key: keyof typeof searchMessages) => () => searchMessages[key]

export const searchQuery = v.object({
  q: v.pipe(safeText(said('tooShort')), v.trim(), v.minLength(searchBounds.minLength, said('tooShort')), v.maxLength(searchBounds.maxLength, said('tooLong'))),
  limit: v.optional(
    v.pipe(
      safeText(said('limit')),
      v.regex(/^\d{1,3}$/, said('limit')),
      v.toNumber(),
      v.minValue(1, said('limit')),
      v.maxValue(searchBounds.maxLimit, said('limit')),
    ),
    String(searchBounds.defaultLimit),
  ),
})
export type SearchParams = v.InferOutput<typeof searchQuery>

export const searchHit = v.object({ type: v.picklist(searchTypes), id: v.string(), title: v.string(), subtitle: v.string(), path: v.string() })
export type SearchHit = v.InferOutput<typeof searchHit>

export const searchResponse = v.object({ status: v.boolean(), message: v.string(), data: v.array(searchHit) })

export const searchPaths = {
  search: (q: string, limit: number = searchBounds.defaultLimit) => `/api/search?q=${encodeURIComponent(q)}&limit=${limit}`,
} as const

/** A query that reads as a phone number: digits with spaces, dashes or brackets, an optional leading +. */
const phoneLike = /^\+?[\d\s()-]{4,}$/

/**
 * The LIKE pattern a phone search matches stored numbers (+91XXXXXXXXXX) with, or null for other text: '+91 98765'
 * from the start, '919876543210' as its last ten digits, '98765' anywhere.
 */
export function phonePattern(query: string): string | null {
  if (!phoneLike.test(query)) return null
  const digits = query.replace(/\D/g, '')
  if (digits.length < 4) return null
  if (query.startsWith('+')) return `+${digits}%`
  return digits.length === 12 && digits.startsWith('91') ? `%${digits.slice(2)}` : `%${digits}%`
}
