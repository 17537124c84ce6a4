import * as v from 'valibot'
import { sellingPrice, stockCount, variantLabels } from './list'
import type { Location } from './list'
import { messages } from '../common'
import { inLocale } from '../i18n/formats'
import * as m from '../../paraglide/m/catalogue'
import { updatedAtField, uuidOf } from '../lists'
import { labelsFrom } from '../vocabulary'

// The price and stock grid of product variants (docs/areas/catalogue.md#price-and-stock-grid): the filtered variants
// as a spreadsheet, and one save of the changed rows, each with its version, answered per row.

/** The grid's read (beside the variants list) and its save (a bulk write: answered per row, with an Idempotency-Key). */
export const variantGridPaths = { read: '/api/add_products/variant_grid', save: '/api/bulk/variant-grid' } as const

/** The most rows the grid loads and one save takes: the bulk actions' limit (bulk.ts), spelled here so the grid's download leaves bulk.ts out. */
export const gridLimit = 5000

const counts = inLocale((tag) => new Intl.NumberFormat(tag))
const said = (count: number) => counts().format(count)
const placeOf = (location: Location) => (location === 'hyd' ? m.hyderabad() : location === 'delhi' ? m.delhi() : location)

/** The grid's messages, in the language of the moment (the app's, or the request's on the server). */
export const gridMessages = {
  get none() {
    return m.gridNone()
  },
  get tooMany() {
    return m.gridTooMany({ count: said(gridLimit) })
  },
  get more() {
    return m.gridMore({ count: said(gridLimit) })
  },
  get overMrp() {
    return m.priceOverMrp()
  },
  get twice() {
    return m.gridTwice()
  },
  belowReserved: (reserved: number, location: Location) => m.gridBelowReserved({ reserved: said(reserved), place: placeOf(location) }),
}

/** A grid column's stock field per location: `stock_hyd`, `stock_delhi`. */
export const stockFields = { hyd: 'stock_hyd', delhi: 'stock_delhi' } as const satisfies Record<Location, string>
export type StockField = (typeof stockFields)[Location]

export const gridLabels = labelsFrom({
  sku: () => variantLabels.sku,
  name: () => variantLabels.name,
  mrp_paise: () => variantLabels.mrp_paise,
  price_paise: () => variantLabels.price_paise,
  stock_hyd: () => m.gridStockIn({ place: placeOf('hyd') }),
  stock_delhi: () => m.gridStockIn({ place: placeOf('delhi') }),
})

/** One variant as the grid shows it: its prices, and on hand and reserved in each location. */
export const gridRowSchema = v.object({
  id: v.string(),
  sku: v.string(),
  name: v.string(),
  mrp_paise: v.number(),
  price_paise: v.number(),
  stock_hyd: v.number(),
  stock_delhi: v.number(),
  reserved_hyd: v.number(),
  reserved_delhi: v.number(),
  updated_at: v.string(),
})
export type GridRow = v.InferOutput<typeof gridRowSchema>

/** GET: the variants the list's filter matches (its own query), at most `gridLimit`; `more` when there are others. */
export const gridResponse = v.object({ status: v.boolean(), message: v.string(), data: v.array(gridRowSchema), more: v.boolean() })

/** A cell's rule: the variant form's own (price) and the opening stock's (stock); a price also stays within the row's MRP. */
export const gridCellRules = { price_paise: sellingPrice, stock_hyd: stockCount, stock_delhi: stockCount } as const

const gridChange = v.object({
  id: uuidOf(() => m.invalidId()),
  updated_at: updatedAtField,
  price_paise: v.optional(gridCellRules.price_paise),
  stock_hyd: v.optional(stockCount),
  stock_delhi: v.optional(stockCount),
})
export type GridChange = v.InferInput<typeof gridChange>

/** PATCH: the changed rows, each with the version it was loaded at and only its changed cells. */
export const gridBody = v.object({
  rows: v.pipe(
    v.array(gridChange, messages.invalid),
    v.minLength(1, () => gridMessages.none),
    v.maxLength(gridLimit, () => gridMessages.tooMany),
  ),
})

const rowFailure = v.object({ id: v.string(), message: v.string() })

/** The answer per row: saved (the row as saved, its new version), changed meanwhile (the row as it is now), or failed. */
export const gridSaveResponse = v.object({
  status: v.boolean(),
  message: v.string(),
  done: v.number(),
  saved: v.array(gridRowSchema),
  conflicts: v.array(v.object({ ...rowFailure.entries, current: gridRowSchema })),
  failed: v.array(rowFailure),
})
export type GridSaveResult = v.InferOutput<typeof gridSaveResponse>
