import * as v from 'valibot'
import { brandListQuery, inventoryListQuery, locations, productStatuses, templateListQuery, variantListQuery } from '../../contract/catalogue'
import { compactSearch, listSearchEntries, type ListSearch } from '../../ui/list/list-search'

// URL search params of the catalogue lists. Orderings come from the contract's list queries, so a link never asks for a sort the
// server refuses; a bad value falls back instead of failing, so an old or hand-edited link still opens the list.
const loose = <Schema extends v.GenericSchema>(schema: Schema) => v.fallback(v.optional(schema), undefined)
const status = loose(v.picklist(productStatuses))
const id = loose(v.pipe(v.string(), v.uuid()))
const flag = loose(v.literal(true))

export const brandSearch = v.object({ ...listSearchEntries, ordering: loose(v.unwrap(brandListQuery.entries.ordering)), status })
export const templateSearch = v.object({
  ...listSearchEntries,
  ordering: loose(v.unwrap(templateListQuery.entries.ordering)),
  status,
  brand_id: id,
  category_id: id,
})
export const variantSearch = v.object({
  ...listSearchEntries,
  ordering: loose(v.unwrap(variantListQuery.entries.ordering)),
  status,
  brand_id: id,
  template_id: id,
  low_stock: flag,
})
export const inventorySearch = v.object({
  ...listSearchEntries,
  ordering: loose(v.unwrap(inventoryListQuery.entries.ordering)),
  location: loose(v.picklist(locations.map((item) => item.value))),
  low_stock: flag,
  brand_id: id,
})

export type BrandSearch = v.InferOutput<typeof brandSearch>
export type TemplateSearch = v.InferOutput<typeof templateSearch>
export type VariantSearch = v.InferOutput<typeof variantSearch>
export type InventorySearch = v.InferOutput<typeof inventorySearch>

/** Add screens may be opened for a brand (templates) or a template (variants). */
export const templateAddSearch = v.object({ brand_id: id })
export const variantAddSearch = v.object({ brand_id: id, template_id: id })

export const defaultOrdering = { brands: 'name', templates: '-updated_at', variants: '-created_at', inventory: 'sku' } as const

type SearchLike = Record<string, string | number | boolean | undefined>

/** The URL's view as the server's list query: strings, defaults filled in, empty values dropped. */
export function toListQuery<Query>(search: SearchLike, ordering: string): Query {
  const { page = 1, page_size = 20, ordering: chosen = ordering, ...filters } = search as ListSearch & SearchLike
  const strings = Object.fromEntries(Object.entries(filters).map(([key, value]) => [key, value === undefined ? undefined : String(value)]))
  return compactSearch({ ...strings, page: String(page), page_size: String(page_size), ordering: chosen }) as Query
}

/** True when the view is narrowed by a search or a filter (empty states then offer to clear it). */
export const isFiltered = (search: SearchLike) =>
  Object.entries(search).some(([key, value]) => !['page', 'page_size', 'ordering'].includes(key) && value !== undefined && value !== '')

/** The patch that clears search and filters but keeps sorting and page size. */
export function clearedFilters(search: SearchLike): Record<string, undefined> {
  return Object.fromEntries(Object.keys(search).filter((key) => !['page_size', 'ordering'].includes(key)).map((key) => [key, undefined]))
}
