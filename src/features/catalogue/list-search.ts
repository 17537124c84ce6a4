import * as v from 'valibot'
import { loose } from '../../ui/list/list-search'

// The lists' URL schemas are derived from their declarations (*-columns.tsx); these belong to the add screens and the
// price grid. Each is its route's validateSearch: bad values fall back, so old links still open.
const id = loose(v.pipe(v.string(), v.uuid()))

/** Add screens may be opened for a brand (templates) or a template (variants). */
export const templateAddSearch = v.object({ brand_id: id })
export const variantAddSearch = v.object({ brand_id: id, template_id: id })

/** A value of the list's URL as the router reads it (`?low_stock=true` is a boolean); the grid checks it with the contract's query. */
const viewValue = loose(v.union([v.string(), v.number(), v.boolean()]))

/**
 * The price grid opens on the variants list's view: its filter, search and sort (gridQueryOf reads them with the
 * contract's query, without the list's definition and its filters), and the list's other params (its page, its
 * columns), kept as they are for the way back.
 */
export const variantGridSearch = v.looseObject({
  search: viewValue,
  ordering: viewValue,
  status: viewValue,
  brand_id: id,
  template_id: id,
  low_stock: viewValue,
})
