import { templateSavedResponse, variantSavedResponse } from '../../src/contract/catalogue'
import { brandSavedResponse } from '../../src/contract/catalogue/brands'
import { brands, productTemplates, productVariants } from '../../server/areas/catalogue/schema'
import { formData } from './catalogue-fixtures'
import type { OrgIds } from './catalogue-fixtures'
import { get, valueOf, versionOf } from './endpoint-kit'
import type { Endpoint } from './endpoint-kit'

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
/** The status a status row sends: the other one, so every call changes the record. */
const otherStatus = (status: unknown) => (status === 'active' ? 'inactive' : 'active')
const brandArea = ['/brands-list'] as const
const templateArea = ['/products/templates'] as const
const variantArea = ['/products/variants'] as const
// The promo-code form's dropdowns serve the catalogue forms too.
const optionAreas = ['/promo-codes', '/products/templates', '/products/variants'] as const

/** The catalogue's rows of the shared-rules table (tests/server/endpoints.ts): brands, templates, variants, their dropdowns, inventory. */
export const endpoints: Record<string, Endpoint> = {
  'GET /api/promocode/get_erp_brands': { kind: 'list', areas: ['/brands-list', '/promo-codes'], call: () => get('/api/promocode/get_erp_brands') },
  'GET /api/brands/get_brand/{id}': { kind: 'detail', areas: brandArea, call: ({ ids }) => get(`/api/brands/get_brand/${ids.brandId}`) },
  'POST /api/brands/create_brand': {
    kind: 'create',
    history: { type: 'brand', action: 'created' },
    areas: brandArea,
    table: brands,
    saved: brandSavedResponse,
    call: ({ unique }) => ({ method: 'POST', path: '/api/brands/create_brand', body: formData({ name: `Shared-rules brand ${unique}` }) }),
  },
  'PUT /api/brands/update_brand/{id}': {
    kind: 'update',
    history: { type: 'brand', action: 'updated' },
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
    history: { type: 'brand', action: 'status' },
    areas: brandArea,
    saved: brandSavedResponse,
    call: async (context) => {
      const active = await valueOf<boolean>(context, brands, brands.is_active, context.ids.brandId)
      return { method: 'PUT', path: '/api/brands/brand_status', body: { id: context.ids.brandId, is_active: !active } }
    },
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
    history: { type: 'product_template', action: 'created' },
    areas: templateArea,
    table: productTemplates,
    saved: templateSavedResponse,
    call: ({ unique, ids }) => ({ method: 'POST', path: '/api/add_products/create_product_template', body: formData(templateFields(unique, ids)) }),
  },
  'PUT /api/add_products/create_product_template': {
    kind: 'update',
    history: { type: 'product_template', action: 'updated' },
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
    history: { type: 'product_template', action: 'status' },
    areas: templateArea,
    saved: templateSavedResponse,
    call: async (context) => ({
      method: 'POST',
      path: '/api/add_products/template_status',
      body: { id: context.ids.templateId, status: otherStatus(await valueOf(context, productTemplates, productTemplates.status, context.ids.templateId)) },
    }),
  },
  'GET /api/add_products/product_variants': { kind: 'list', areas: variantArea, call: () => get('/api/add_products/product_variants') },
  'GET /api/add_products/product_variants_details/{id}': {
    kind: 'detail',
    areas: variantArea,
    call: ({ ids }) => get(`/api/add_products/product_variants_details/${ids.variantId}`),
  },
  'POST /api/add_products/create_product_variant': {
    kind: 'create',
    history: { type: 'product_variant', action: 'created' },
    areas: variantArea,
    table: productVariants,
    saved: variantSavedResponse,
    call: ({ unique, ids }) => ({ method: 'POST', path: '/api/add_products/create_product_variant', body: variantFields(unique, ids) }),
  },
  'PUT /api/add_products/create_product_variant': {
    kind: 'update',
    history: { type: 'product_variant', action: 'updated' },
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
    history: { type: 'product_variant', action: 'status' },
    areas: variantArea,
    saved: variantSavedResponse,
    call: async (context) => ({
      method: 'POST',
      path: '/api/add_products/variant_status',
      body: { id: context.ids.variantId, status: otherStatus(await valueOf(context, productVariants, productVariants.status, context.ids.variantId)) },
    }),
  },
  'GET /api/add_products/get_inventory': { kind: 'list', areas: ['/inventory'], call: () => get('/api/add_products/get_inventory') },
}
