import type { Category } from '../../../contract/catalogue'
import * as m from '../../../paraglide/m/catalogue'

export type CategoryGroup = { label: string; options: { label: string; value: string }[] }

/**
 * Categories grouped under their parent for a select. A parent is itself choosable as the group's first option,
 * so a template filed under a top-level category still shows its value.
 */
export function groupCategories(categories: readonly Category[]): CategoryGroup[] {
  const roots = categories.filter((category) => !category.parent_id)
  const groups = roots.map((root) => {
    const children = categories.filter((child) => child.parent_id === root.id).map((child) => ({ label: child.name, value: child.id }))
    return { label: root.name, options: [{ label: children.length ? m.categoryGeneral({ name: root.name }) : root.name, value: root.id }, ...children] }
  })
  // Children whose parent is missing from the list still need a home.
  const known = new Set(groups.flatMap((group) => group.options.map((option) => option.value)))
  const orphans = categories.filter((category) => !known.has(category.id)).map((category) => ({ label: category.name, value: category.id }))
  return orphans.length ? [...groups, { label: m.categoryOther(), options: orphans }] : groups
}

/** Flat options labelled "Parent › Child" for list filters. */
export const flatCategoryOptions = (categories: readonly Category[]) =>
  categories.map((category) => ({ value: category.id, label: category.parent_name ? `${category.parent_name} › ${category.name}` : category.name }))
