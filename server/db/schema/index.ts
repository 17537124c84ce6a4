// Drizzle's client and drizzle-kit read every table through this one module; each area keeps its own file.
export * from './accounts'
export * from './catalogue'
export * from './promo-codes'
export * from './requests'
export * from './survey'
