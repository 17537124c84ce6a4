import type { Endpoint } from './endpoint-kit'

/** The bulk actions' rows of the shared-rules table (tests/server/endpoints.ts): each targets the organisation's seeded row. */
export const endpoints: Record<string, Endpoint> = {
  'POST /api/bulk/promo-codes/activate': {
    kind: 'bulk',
    areas: ['/promo-codes'],
    call: ({ ids }) => ({ method: 'POST', path: '/api/bulk/promo-codes/activate', body: { ids: [ids.promoCodeId] } }),
  },
  'POST /api/bulk/variants/activate': {
    kind: 'bulk',
    areas: ['/products/variants'],
    call: ({ ids }) => ({ method: 'POST', path: '/api/bulk/variants/activate', body: { ids: [ids.variantId] } }),
  },
  'POST /api/bulk/templates/activate': {
    kind: 'bulk',
    areas: ['/products/templates'],
    call: ({ ids }) => ({ method: 'POST', path: '/api/bulk/templates/activate', body: { ids: [ids.templateId] } }),
  },
  'POST /api/bulk/brands/activate': {
    kind: 'bulk',
    areas: ['/brands-list'],
    call: ({ ids }) => ({ method: 'POST', path: '/api/bulk/brands/activate', body: { ids: [ids.brandId] } }),
  },
}
