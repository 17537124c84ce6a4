import { eq } from 'drizzle-orm'
import type * as v from 'valibot'
import { templateSavedResponse, variantSavedResponse } from '../../src/contract/catalogue'
import type { AreaPath } from '../../src/contract/permissions'
import { promoCodeSavedResponse } from '../../src/contract/promo-codes'
import { productTemplates, productVariants, promoCodes, surveyEmployees } from '../../server/db/schema'
import { employeeSavedResponse } from '../../src/contract/employees'
import { employeeBody, surveyIdsOf } from './survey-fixtures'
import { formData, promoBody } from './catalogue-fixtures'
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
type Versioned = typeof promoCodes | typeof productTemplates | typeof productVariants | typeof surveyEmployees

export type Endpoint = {
  kind: Kind
  /** The caller's role must open one of these areas (src/contract/permissions.ts). */
  areas: readonly [AreaPath, ...AreaPath[]]
  call: (context: CallContext) => Call | Promise<Call>
  /** Creates: the table the record lands in, to count it. */
  table?: Versioned
  /** Writes: the contract's answer, which carries the record as saved. */
  saved?: v.GenericSchema
}

export const staleVersion = '2020-01-01T00:00:00.000Z'

/** The record's updated_at as the API shows it (milliseconds), or an old one for the 409 rule. */
async function versionOf({ t, stale }: CallContext, table: Versioned, id: string): Promise<string> {
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

const get = (path: string): Call => ({ method: 'GET', path })
const promoArea = ['/promo-codes'] as const
const templateArea = ['/products/templates'] as const
const variantArea = ['/products/variants'] as const
const surveyArea = ['/employees'] as const
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
  'GET /api/add_products/get_inventory': { kind: 'list', areas: ['/inventory'], call: () => get('/api/add_products/get_inventory') },

  'GET /api/market_survey/get_city_regions': { kind: 'read', areas: surveyArea, call: () => get('/api/market_survey/get_city_regions?city=hyd') },
  'GET /api/market_survey/get_employee': { kind: 'list', areas: surveyArea, call: () => get('/api/market_survey/get_employee') },
  'GET /api/market_survey/get_employee_by_id': {
    kind: 'detail',
    areas: surveyArea,
    call: async ({ t, ids }) => get(`/api/market_survey/get_employee_by_id?operator_id=${(await surveyIdsOf(t.db, ids.brandId)).employeeId}`),
  },
  'POST /api/market_survey/create_employee': {
    kind: 'create',
    areas: surveyArea,
    table: surveyEmployees,
    saved: employeeSavedResponse,
    call: async ({ t, ids, unique }) => {
      const survey = await surveyIdsOf(t.db, ids.brandId)
      return { method: 'POST', path: '/api/market_survey/create_employee', body: employeeBody(unique, survey) }
    },
  },
  'PATCH /api/market_survey/update_employee/{userId}': {
    kind: 'update',
    areas: surveyArea,
    saved: employeeSavedResponse,
    call: async (context) => {
      const survey = await surveyIdsOf(context.t.db, context.ids.brandId)
      const updated_at = await versionOf(context, surveyEmployees, survey.employeeId)
      return { method: 'PATCH', path: `/api/market_survey/update_employee/${survey.employeeId}`, body: { ...employeeBody(context.unique, survey), updated_at } }
    },
  },
}
