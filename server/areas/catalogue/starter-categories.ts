import type { Tx } from '../../db/client'
import { categories } from './schema'

/** A new organisation's product categories, so its first product template can be saved (there is no category screen). */
export const starterCategories = [
  "Men's Wear",
  "Women's Wear",
  "Kids' Wear",
  'Footwear',
  'Accessories',
  'Home Textiles',
  'Home Decor',
  'Beauty and Personal Care',
  'Electronics',
  'Grocery',
]

/** Sign-up's step for the catalogue (server/kit/area.ts): the starter categories. */
export async function addStarterCategories(tx: Tx, orgId: string): Promise<void> {
  await tx.insert(categories).values(starterCategories.map((name) => ({ org_id: orgId, name })))
}
