import type { ProductTemplate, ProductVariant } from '../../src/contract/catalogue'
import type { PromoCode } from '../../src/contract/promo-codes'

export const brandId = '0b6c2a52-6b7e-4a70-9c1e-0c1f5d1a0001'
export const templateId = '0b6c2a52-6b7e-4a70-9c1e-0c1f5d1a0002'
export const variantId = '0b6c2a52-6b7e-4a70-9c1e-0c1f5d1a0003'
export const categoryId = '0b6c2a52-6b7e-4a70-9c1e-0c1f5d1a0004'

export const template = (patch: Partial<ProductTemplate> = {}): ProductTemplate => ({
  id: templateId,
  brand_id: brandId,
  brand_name: 'Kesar',
  category_id: categoryId,
  category_name: 'Kurtas',
  name: 'Cotton kurta',
  description: 'Hand block printed',
  hsn_code: '6211',
  gst_rate: 12,
  images: [],
  status: 'active',
  variant_count: 3,
  created_at: '2026-01-10T10:00:00.000Z',
  updated_at: '2026-01-12T10:00:00.000Z',
  ...patch,
})

export const variant = (patch: Partial<ProductVariant> = {}): ProductVariant => ({
  id: variantId,
  template_id: templateId,
  template_name: 'Cotton kurta',
  brand_id: brandId,
  brand_name: 'Kesar',
  sku: 'KURTA-BLU-M',
  name: 'Blue, medium',
  attributes: { size: 'M', colour: 'Blue' },
  mrp_paise: 149_900,
  price_paise: 129_900,
  barcode: '8901234567890',
  status: 'active',
  stock_on_hand: 40,
  created_at: '2026-01-10T10:00:00.000Z',
  updated_at: '2026-01-12T10:00:00.000Z',
  ...patch,
})

export const brandOptions = [{ label: 'Kesar', value: brandId }]

export const promoCode = (patch: Partial<PromoCode> = {}): PromoCode => ({
  promo_code_id: '0b6c2a52-6b7e-4a70-9c1e-0c1f5d1a0099',
  code: 'DIWALI25',
  description: 'Festive',
  discount_type: 'percent',
  discount_value: 25,
  max_discount_paise: 50_000,
  min_order_paise: 0,
  usage_limit: null,
  per_user_limit: null,
  used_count: 3,
  starts_at: '2026-11-01T04:30:00.000Z',
  ends_at: '2026-12-01T04:30:00.000Z',
  brand_id: brandId,
  brand_name: 'Kesar',
  product_template_id: null,
  product_template_name: null,
  product_variant_id: null,
  product_variant_name: null,
  is_active: true,
  created_at: '2026-10-01T00:00:00.000Z',
  updated_at: '2026-10-02T00:00:00.000Z',
  ...patch,
})
