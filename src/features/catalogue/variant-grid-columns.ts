import { textsOf } from '../../contract/vocabulary'
import * as v from 'valibot'
import { gridCellRules, gridLabels, gridMessages } from '../../contract/catalogue/variant-grid'
import type { GridRow, StockField } from '../../contract/catalogue/variant-grid'
import type { Location } from '../../contract/catalogue/list'
import { formatCount } from '../../lib/format'
import { formatPaise, paiseToRupees, rupeesToPaise } from '../../lib/money'
import type { GridColumn } from '../../ui/grid/grid-types'

const gridHeaders = textsOf(gridLabels)

/** The contract's first message for a value, or null when it passes. */
const ruleMessage = (rule: v.GenericSchema, value: number | null) => {
  const result = v.safeParse(rule, value ?? undefined)
  return result.success ? null : (result.issues[0]?.message ?? null)
}

/** A number as a spreadsheet may paste it: '1,299', '₹ 999.50'. */
const plain = (text: string) => text.replace(/[₹,\s]/g, '')

const price: GridColumn<GridRow>['edit'] = {
  stored: (row) => row.price_paise,
  toText: paiseToRupees,
  fromText: (text) => rupeesToPaise(plain(text)),
  check: (value, row) => ruleMessage(gridCellRules.price_paise, value) ?? (value !== null && value > row.mrp_paise ? gridMessages.overMrp : null),
  format: formatPaise,
}

const stock = (field: StockField, location: Location): GridColumn<GridRow>['edit'] => ({
  stored: (row) => row[field],
  toText: String,
  fromText: (text) => (plain(text) === '' ? null : Number(plain(text))),
  check: (value, row) => {
    const reserved = row[`reserved_${location}`]
    return ruleMessage(gridCellRules[field], value) ?? (value !== null && value < reserved ? gridMessages.belowReserved(reserved, location) : null)
  },
  format: formatCount,
})

/** SKU, name and MRP read only; the selling price and each location's stock edited, with the contract's rules. */
export const variantGridColumns: GridColumn<GridRow>[] = [
  {
    key: 'sku',
    header: gridHeaders.sku,
    width: 'minmax(9rem, 1fr)',
    show: (row) => row.sku,
  },
  {
    key: 'name',
    header: gridHeaders.name,
    width: 'minmax(12rem, 2fr)',
    show: (row) => row.name,
  },
  {
    key: 'mrp_paise',
    header: gridHeaders.mrp_paise,
    width: '8rem',
    align: 'end',
    show: (row) => formatPaise(row.mrp_paise),
  },
  {
    key: 'price_paise',
    header: gridHeaders.price_paise,
    width: '9rem',
    align: 'end',
    edit: price,
  },
  {
    key: 'stock_hyd',
    header: gridHeaders.stock_hyd,
    width: '10rem',
    align: 'end',
    edit: stock('stock_hyd', 'hyd'),
  },
  {
    key: 'stock_delhi',
    header: gridHeaders.stock_delhi,
    width: '10rem',
    align: 'end',
    edit: stock('stock_delhi', 'delhi'),
  },
]
