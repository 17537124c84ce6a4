import type { Brand, InventoryRow, ProductTemplate, ProductVariant } from '.'
import { brandLabels, inventoryLabels, templateLabels, variantLabels } from './list'
import { csvRupees, csvYesNo } from '../vocabulary'
import type { CsvSpec } from '../vocabulary'

// CSV exports (format=csv): headers are the labels, money in rupees.
export const brandCsv: CsvSpec<Brand> = {
  filename: 'brands',
  // Read per export, so the headers are in the language of the request.
  get columns(): CsvSpec<Brand>['columns'] {
    return [
      [brandLabels.name, (row) => row.name],
      [brandLabels.is_active, (row) => csvYesNo(row.is_active)],
      [brandLabels.template_count, (row) => row.template_count],
      [brandLabels.variant_count, (row) => row.variant_count],
      [brandLabels.created_at, (row) => row.created_at],
    ]
  },
}

export const templateCsv: CsvSpec<ProductTemplate> = {
  filename: 'product-templates',
  // Read per export, so the headers are in the language of the request.
  get columns(): CsvSpec<ProductTemplate>['columns'] {
    return [
      [templateLabels.name, (row) => row.name],
      [templateLabels.brand_id, (row) => row.brand_name],
      [templateLabels.category_id, (row) => row.category_name],
      [templateLabels.hsn_code, (row) => row.hsn_code],
      [`${templateLabels.gst_rate} (%)`, (row) => row.gst_rate],
      [templateLabels.status, (row) => row.status],
      [templateLabels.variant_count, (row) => row.variant_count],
      [templateLabels.images, (row) => row.images.length],
      [templateLabels.created_at, (row) => row.created_at],
      [templateLabels.updated_at, (row) => row.updated_at],
    ]
  },
}

export const variantCsv: CsvSpec<ProductVariant> = {
  filename: 'product-variants',
  // Read per export, so the headers are in the language of the request.
  get columns(): CsvSpec<ProductVariant>['columns'] {
    return [
      [variantLabels.sku, (row) => row.sku],
      [variantLabels.name, (row) => row.name],
      [variantLabels.template_id, (row) => row.template_name],
      [variantLabels.brand_id, (row) => row.brand_name],
      [variantLabels.size, (row) => row.attributes.size ?? null],
      [variantLabels.colour, (row) => row.attributes.colour ?? null],
      [`${variantLabels.mrp_paise} (INR)`, (row) => csvRupees(row.mrp_paise)],
      [`${variantLabels.price_paise} (INR)`, (row) => csvRupees(row.price_paise)],
      [variantLabels.barcode, (row) => row.barcode],
      [variantLabels.status, (row) => row.status],
      [variantLabels.stock_on_hand, (row) => row.stock_on_hand],
      [variantLabels.created_at, (row) => row.created_at],
    ]
  },
}

export const inventoryCsv: CsvSpec<InventoryRow> = {
  filename: 'inventory',
  // Read per export, so the headers are in the language of the request.
  get columns(): CsvSpec<InventoryRow>['columns'] {
    return [
      [inventoryLabels.sku, (row) => row.sku],
      [inventoryLabels.variant_name, (row) => row.variant_name],
      [inventoryLabels.template_name, (row) => row.template_name],
      [inventoryLabels.brand_name, (row) => row.brand_name],
      [inventoryLabels.location, (row) => row.location_label],
      [inventoryLabels.on_hand, (row) => row.on_hand],
      [inventoryLabels.reserved, (row) => row.reserved],
      [inventoryLabels.available, (row) => row.available],
      [inventoryLabels.reorder_level, (row) => row.reorder_level],
      [inventoryLabels.low_stock, (row) => csvYesNo(row.low_stock)],
      [inventoryLabels.updated_at, (row) => row.updated_at],
    ]
  },
}
