// What other areas may use of the promo codes: the table, and the demo codes the catalogue's seed makes for its products.
export { promoCodes } from './schema'
export { makePromoCodes } from './seed'
export type { SeededTemplate, SeededVariant } from './seed'
