// What other areas may use of the catalogue: its tables (their rows are what promo codes and complaints name) and
// the words its demo data shares with the promo codes'. The area itself, its routes and seed, is ./area.ts.
export { brands, productTemplates, productVariants } from './schema'
export { promoBlurbs, promoWords } from './seed-data'
