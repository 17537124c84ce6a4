import type { Brand, InventoryRow, ProductTemplate, ProductVariant } from '../../src/contract/catalogue'
import type { PromoCode } from '../../src/contract/promo-codes'
import type { CsvSpec } from '../http/list-answer'

/** Spreadsheets get rupees, not paise. */
const rupees = (paise: number | null) => (paise === null ? null : (paise / 100).toFixed(2))
const yesNo = (value: boolean) => (value ? 'Yes' : 'No')

export const brandCsv: CsvSpec<Brand> = {
  filename: 'brands',
  columns: [
    ['Brand', (row) => row.name],
    ['Active', (row) => yesNo(row.is_active)],
    ['Templates', (row) => row.template_count],
    ['Variants', (row) => row.variant_count],
    ['Created at', (row) => row.created_at],
  ],
}

export const templateCsv: CsvSpec<ProductTemplate> = {
  filename: 'product-templates',
  columns: [
    ['Name', (row) => row.name],
    ['Brand', (row) => row.brand_name],
    ['Category', (row) => row.category_name],
    ['HSN code', (row) => row.hsn_code],
    ['GST %', (row) => row.gst_rate],
    ['Status', (row) => row.status],
    ['Variants', (row) => row.variant_count],
    ['Images', (row) => row.images.length],
    ['Created at', (row) => row.created_at],
    ['Updated at', (row) => row.updated_at],
  ],
}

export const variantCsv: CsvSpec<ProductVariant> = {
  filename: 'product-variants',
  columns: [
    ['SKU', (row) => row.sku],
    ['Name', (row) => row.name],
    ['Template', (row) => row.template_name],
    ['Brand', (row) => row.brand_name],
    ['Size', (row) => row.attributes.size ?? null],
    ['Colour', (row) => row.attributes.colour ?? null],
    ['MRP (INR)', (row) => rupees(row.mrp_paise)],
    ['Price (INR)', (row) => rupees(row.price_paise)],
    ['Barcode', (row) => row.barcode],
    ['Status', (row) => row.status],
    ['Stock on hand', (row) => row.stock_on_hand],
    ['Created at', (row) => row.created_at],
  ],
}

export const inventoryCsv: CsvSpec<InventoryRow> = {
  filename: 'inventory',
  columns: [
    ['SKU', (row) => row.sku],
    ['Variant', (row) => row.variant_name],
    ['Template', (row) => row.template_name],
    ['Brand', (row) => row.brand_name],
    ['Location', (row) => row.location_label],
    ['On hand', (row) => row.on_hand],
    ['Reserved', (row) => row.reserved],
    ['Available', (row) => row.available],
    ['Reorder level', (row) => row.reorder_level],
    ['Low stock', (row) => yesNo(row.low_stock)],
    ['Updated at', (row) => row.updated_at],
  ],
}

export const promoCodeCsv: CsvSpec<PromoCode> = {
  filename: 'promo-codes',
  columns: [
    ['Code', (row) => row.code],
    ['Description', (row) => row.description],
    ['Discount', (row) => (row.discount_type === 'percent' ? `${row.discount_value}%` : `INR ${rupees(row.discount_value)}`)],
    ['Max discount (INR)', (row) => rupees(row.max_discount_paise)],
    ['Min order (INR)', (row) => rupees(row.min_order_paise)],
    ['Usage limit', (row) => row.usage_limit],
    ['Per-customer limit', (row) => row.per_user_limit],
    ['Used', (row) => row.used_count],
    ['Starts at', (row) => row.starts_at],
    ['Ends at', (row) => row.ends_at],
    ['Brand', (row) => row.brand_name],
    ['Product template', (row) => row.product_template_name],
    ['Product variant', (row) => row.product_variant_name],
    ['Active', (row) => yesNo(row.is_active)],
    ['Created at', (row) => row.created_at],
  ],
}
