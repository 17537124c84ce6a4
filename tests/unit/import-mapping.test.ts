import { beforeEach, describe, expect, it } from 'vitest'
import { variantImport } from '../../src/contract/import'
import { autoMap, rememberMapping, rowsOf } from '../../src/ui/import/run-import'

describe("an import's column mapping", () => {
  beforeEach(() => localStorage.clear())

  it("matches the file's headers to fields by label or field name, whatever their case and spacing", () => {
    const headers = ['sku', 'Variant Name', 'BRAND', 'Product template', 'MRP (INR)', 'selling price (inr)', 'Notes']
    expect(autoMap('product_variants', variantImport, headers)).toEqual({
      sku: 'sku',
      name: 'Variant Name',
      brand: 'BRAND',
      template: 'Product template',
      mrp: 'MRP (INR)',
      price: 'selling price (inr)',
    })
  })

  it('remembers the columns chosen last time for the same importer, when the file has them', () => {
    rememberMapping('product_variants', { sku: 'Item code', name: 'Title' })
    const mapping = autoMap('product_variants', variantImport, ['Item code', 'Variant name'])
    expect(mapping).toEqual({ sku: 'Item code', name: 'Variant name' })
    expect(autoMap('promo_codes', variantImport, ['Item code'])).toEqual({})
  })

  it('sends each row with its line in the file, only the mapped columns', () => {
    const rows = rowsOf(['Code', 'Extra', 'Name'], [['A1', 'x', 'First'], ['A2']], { sku: 'Code', name: 'Name' })
    expect(rows).toEqual([
      { line: 2, row: { sku: 'A1', name: 'First' } },
      { line: 3, row: { sku: 'A2', name: '' } },
    ])
  })
})
