import * as v from 'valibot'
import { loose } from '../../ui/list/list-search'

// The lists' URL schemas are derived from their declarations (*-columns.tsx); these two belong to the add screens.
const id = loose(v.pipe(v.string(), v.uuid()))

/** Add screens may be opened for a brand (templates) or a template (variants). */
export const templateAddSearch = v.object({ brand_id: id })
export const variantAddSearch = v.object({ brand_id: id, template_id: id })
