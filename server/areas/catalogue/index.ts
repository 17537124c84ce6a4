// What other areas may use of the catalogue: its tables (their rows are what promo codes, complaints and media name) and
// the words its demo data shares with the promo codes'. The area itself, its routes and seed, is ./area.ts.
export { brandLogos, brands, productTemplates, productVariants, templateImages } from './schema'
export { promoBlurbs, promoWords } from './seed-data'
