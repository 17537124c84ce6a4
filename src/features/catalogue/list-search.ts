import * as v from 'valibot'

// The lists' URL schemas are derived from their declarations (*-columns.tsx); these belong to the add screens and the
// price grid. Each is its route's validateSearch, so it is in the first download: it stays small and imports nothing
// but valibot (the list kit's search module would come with it). A bad id falls back, so an old link still opens.
const id = v.fallback(v.optional(v.pipe(v.string(), v.uuid())), undefined)

/** Add screens may be opened for a brand (templates) or a template (variants). */
export const templateAddSearch = v.object({ brand_id: id })
export const variantAddSearch = v.object({ brand_id: id, template_id: id })

/**
 * The price grid opens on the variants list's view, kept as it is for the way back: gridQueryOf reads its filter,
 * search and sort with the contract's query (without the list's definition and its filters).
 */
export const variantGridSearch = v.looseObject({ brand_id: id, template_id: id })
