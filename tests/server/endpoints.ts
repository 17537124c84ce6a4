import { eq } from 'drizzle-orm'
import type * as v from 'valibot'
import { templateSavedResponse, variantSavedResponse } from '../../src/contract/catalogue'
import type { AreaPath } from '../../src/contract/permissions'
import { feedSavedResponse } from '../../src/contract/feeds'
import { promoCodeSavedResponse } from '../../src/contract/promo-codes'
import { brandSavedResponse } from '../../src/contract/brands'
import type { bookings, complaintEvents, complaints, surveyEmployees, tours, walletTransactions } from '../../server/db/schema'
import { brands, feedPosts, productTemplates, productVariants, promoCodes } from '../../server/db/schema'
import { formData, promoBody } from './catalogue-fixtures'
import { customerEndpoints } from './complaints-endpoints'
import { moneyEndpoints } from './money-endpoints'
import { bookingEndpoints } from './booking-endpoints'
import { surveyEndpoints } from './employees-endpoints'
import type { OrgIds } from './catalogue-fixtures'
import type { TestContext } from './helpers'

/**
 * Every endpoint the shared server rules run over (tests/server/shared-rules.test.ts): a new endpoint
 * gets 401, 403 per role, another organisation's id, idempotency, 409 and page-size checks by adding a row.
 */
export type Kind = 'read' | 'list' | 'detail' | 'create' | 'update' | 'status'
export type Call = { method: 'GET' | 'POST' | 'PUT' | 'PATCH'; path: string; body?: unknown }
/** `ids`: the records the call targets (another organisation's for the 404 rule); `unique`: fresh per call; `stale`: send an old updated_at. */
export type CallContext = { t: TestContext; ids: OrgIds; unique: string; stale?: boolean }
type Versioned =
  | typeof promoCodes
  | typeof productTemplates
  | typeof productVariants
  | typeof brands
  | typeof complaints
  | typeof complaintEvents
  | typeof feedPosts
  | typeof tours
  | typeof bookings
  | typeof surveyEmployees

export type Endpoint = {
  kind: Kind
  /** The caller's role must open one of these areas (src/contract/permissions.ts). */
  areas: readonly [AreaPath, ...AreaPath[]]
  call: (context: CallContext) => Call | Promise<Call>
  /** Creates: the table the record lands in, to count it. */
  table?: Versioned | typeof walletTransactions
  /** Writes: the contract's answer, which carries the record as saved. */
  saved?: v.GenericSchema
}

export const staleVersion = '2020-01-01T00:00:00.000Z'

/** The record's updated_at as the API shows it (milliseconds), or an old one for the 409 rule. */
export async function versionOf({ t, stale }: CallContext, table: Versioned, id: string): Promise<string> {
  if (stale) return staleVersion
  const [row] = await t.db.select({ updated_at: table.updated_at }).from(table).where(eq(table.id, id))
  return row?.updated_at.toISOString() ?? staleVersion
}

const promo = (unique: string, ids: OrgIds) => promoBody(ids.brandId, { code: `R${unique}`.toUpperCase().slice(0, 20) })
const templateFields = (unique: string, ids: OrgIds) => ({
  brand_id: ids.brandId,
  category_id: ids.categoryId,
  name: `Shared-rules kurta ${unique}`,
  hsn_code: '6211',
  gst_rate: 5,
})
const variantFields = (unique: string, ids: OrgIds) => ({
  template_id: ids.templateId,
  sku: `SR-${unique}`.toUpperCase(),
  name: `Shared-rules variant ${unique}`,
  mrp_paise: 149_900,
  price_paise: 129_900,
})

export const get = (path: string): Call => ({ method: 'GET', path })
const feedArea = ['/feeds'] as const
const feedFields = (unique: string) => ({ title: `Shared-rules post ${unique}`, body: 'Shared rules', type: 'post', publish_at: new Date().toISOString() })
/** A feed post of the organisation that owns `ids` (OrgIds has no feed id). */
async function feedIdOf({ t, ids }: CallContext): Promise<string> {
  const [row] = await t.db
    .select({ id: feedPosts.id })
    .from(feedPosts)
    .innerJoin(brands, eq(brands.org_id, feedPosts.org_id))
    .where(eq(brands.id, ids.brandId))
    .limit(1)
  if (!row) throw new Error('no seeded feed post')
  return row.id
}
const promoArea = ['/promo-codes'] as const
const brandArea = ['/brands-list'] as const
const templateArea = ['/products/templates'] as const
const variantArea = ['/products/variants'] as const
// The promo-code form's dropdowns serve the catalogue forms too.
const optionAreas = ['/promo-codes', '/products/templates', '/products/variants'] as const

export const endpoints: Record<string, Endpoint> = {
  'GET /api/dashboard/vendor-stats': { kind: 'read', areas: ['/dashboard'], call: () => get('/api/dashboard/vendor-stats') },
  'GET /api/my_accounts/get_erp_user': { kind: 'read', areas: ['/accounts'], call: () => get('/api/my_accounts/get_erp_user') },

  'GET /api/promocode/get_promo_codes': { kind: 'list', areas: promoArea, call: () => get('/api/promocode/get_promo_codes') },
  'GET /api/promocode/get_promo_codes/{id}': { kind: 'detail', areas: promoArea, call: ({ ids }) => get(`/api/promocode/get_promo_codes/${ids.promoCodeId}`) },
  'POST /api/promocode/create': {
    kind: 'create',
    areas: promoArea,
    table: promoCodes,
    saved: promoCodeSavedResponse,
    call: ({ unique, ids }) => ({ method: 'POST', path: '/api/promocode/create', body: promo(unique, ids) }),
  },
  'PUT /api/promocode/update_promocode/{id}': {
    kind: 'update',
    areas: promoArea,
    saved: promoCodeSavedResponse,
    call: async (context) => ({
      method: 'PUT',
      path: `/api/promocode/update_promocode/${context.ids.promoCodeId}`,
      body: { ...promo(context.unique, context.ids), updated_at: await versionOf(context, promoCodes, context.ids.promoCodeId) },
    }),
  },
  'PUT /api/promocode/toggle_status/{id}': {
    kind: 'status',
    areas: promoArea,
    saved: promoCodeSavedResponse,
    call: ({ ids }) => ({ method: 'PUT', path: `/api/promocode/toggle_status/${ids.promoCodeId}`, body: { is_active: true } }),
  },
  'GET /api/promocode/get_erp_brands': { kind: 'list', areas: ['/brands-list', '/promo-codes'], call: () => get('/api/promocode/get_erp_brands') },
  'GET /api/brands/get_brand/{id}': { kind: 'detail', areas: brandArea, call: ({ ids }) => get(`/api/brands/get_brand/${ids.brandId}`) },
  'POST /api/brands/create_brand': {
    kind: 'create',
    areas: brandArea,
    table: brands,
    saved: brandSavedResponse,
    call: ({ unique }) => ({ method: 'POST', path: '/api/brands/create_brand', body: formData({ name: `Shared-rules brand ${unique}` }) }),
  },
  'PUT /api/brands/update_brand/{id}': {
    kind: 'update',
    areas: brandArea,
    saved: brandSavedResponse,
    call: async (context) => ({
      method: 'PUT',
      path: `/api/brands/update_brand/${context.ids.brandId}`,
      body: formData({ name: `Shared-rules brand ${context.unique}`, updated_at: await versionOf(context, brands, context.ids.brandId) }),
    }),
  },
  'PUT /api/brands/brand_status': {
    kind: 'status',
    areas: brandArea,
    saved: brandSavedResponse,
    call: ({ ids }) => ({ method: 'PUT', path: '/api/brands/brand_status', body: { id: ids.brandId, is_active: true } }),
  },
  'GET /api/promocode/get_product_templates': {
    kind: 'read',
    areas: optionAreas,
    call: ({ ids }) => get(`/api/promocode/get_product_templates?brand_id=${ids.brandId}`),
  },
  'GET /api/promocode/get_product_variants': {
    kind: 'read',
    areas: optionAreas,
    call: ({ ids }) => get(`/api/promocode/get_product_variants?product_template_id=${ids.templateId}`),
  },

  'GET /api/add_products/product_templates': { kind: 'list', areas: templateArea, call: () => get('/api/add_products/product_templates') },
  'GET /api/add_products/product_templates_details/{id}': {
    kind: 'detail',
    areas: templateArea,
    call: ({ ids }) => get(`/api/add_products/product_templates_details/${ids.templateId}`),
  },
  'GET /api/add_products/get_categories': { kind: 'read', areas: templateArea, call: () => get('/api/add_products/get_categories') },
  'POST /api/add_products/create_product_template': {
    kind: 'create',
    areas: templateArea,
    table: productTemplates,
    saved: templateSavedResponse,
    call: ({ unique, ids }) => ({ method: 'POST', path: '/api/add_products/create_product_template', body: formData(templateFields(unique, ids)) }),
  },
  'PUT /api/add_products/create_product_template': {
    kind: 'update',
    areas: templateArea,
    saved: templateSavedResponse,
    call: async (context) => {
      const { ids, unique } = context
      const updated_at = await versionOf(context, productTemplates, ids.templateId)
      return {
        method: 'PUT',
        path: '/api/add_products/create_product_template',
        body: formData({ ...templateFields(unique, ids), id: ids.templateId, updated_at }),
      }
    },
  },
  'POST /api/add_products/template_status': {
    kind: 'status',
    areas: templateArea,
    saved: templateSavedResponse,
    call: ({ ids }) => ({ method: 'POST', path: '/api/add_products/template_status', body: { id: ids.templateId, status: 'active' } }),
  },

  'GET /api/add_products/product_variants': { kind: 'list', areas: variantArea, call: () => get('/api/add_products/product_variants') },
  'GET /api/add_products/product_variants_details/{id}': {
    kind: 'detail',
    areas: variantArea,
    call: ({ ids }) => get(`/api/add_products/product_variants_details/${ids.variantId}`),
  },
  'POST /api/add_products/create_product_variant': {
    kind: 'create',
    areas: variantArea,
    table: productVariants,
    saved: variantSavedResponse,
    call: ({ unique, ids }) => ({ method: 'POST', path: '/api/add_products/create_product_variant', body: variantFields(unique, ids) }),
  },
  'PUT /api/add_products/create_product_variant': {
    kind: 'update',
    areas: variantArea,
    saved: variantSavedResponse,
    call: async (context) => {
      const { ids, unique } = context
      const updated_at = await versionOf(context, productVariants, ids.variantId)
      return { method: 'PUT', path: '/api/add_products/create_product_variant', body: { ...variantFields(unique, ids), id: ids.variantId, updated_at } }
    },
  },
  'POST /api/add_products/variant_status': {
    kind: 'status',
    areas: variantArea,
    saved: variantSavedResponse,
    call: ({ ids }) => ({ method: 'POST', path: '/api/add_products/variant_status', body: { id: ids.variantId, status: 'active' } }),
  },
  'GET /api/feeds/get_feeds': { kind: 'list', areas: feedArea, call: () => get('/api/feeds/get_feeds') },
  'GET /api/feeds/get_feeds/{id}': { kind: 'detail', areas: feedArea, call: async (context) => get(`/api/feeds/get_feeds/${await feedIdOf(context)}`) },
  'POST /api/feeds/create_feed': {
    kind: 'create',
    areas: feedArea,
    table: feedPosts,
    saved: feedSavedResponse,
    call: ({ unique }) => ({ method: 'POST', path: '/api/feeds/create_feed', body: formData(feedFields(unique)) }),
  },
  'PUT /api/feeds/update_feed/{id}': {
    kind: 'update',
    areas: feedArea,
    saved: feedSavedResponse,
    call: async (context) => {
      const id = await feedIdOf(context)
      const updated_at = await versionOf(context, feedPosts, id)
      return { method: 'PUT', path: `/api/feeds/update_feed/${id}`, body: formData({ ...feedFields(context.unique), updated_at }) }
    },
  },
  'PUT /api/feeds/feed_status': {
    kind: 'status',
    areas: feedArea,
    saved: feedSavedResponse,
    call: async (context) => ({ method: 'PUT', path: '/api/feeds/feed_status', body: { id: await feedIdOf(context), status: 'published' } }),
  },

  'GET /api/add_products/get_inventory': { kind: 'list', areas: ['/inventory'], call: () => get('/api/add_products/get_inventory') },

  ...customerEndpoints,
  ...moneyEndpoints,
  ...bookingEndpoints,
  ...surveyEndpoints,
}
