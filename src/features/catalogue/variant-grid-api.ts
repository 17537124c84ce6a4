import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import { variantListQuery } from '../../contract/catalogue/list'
import type { VariantListQuery } from '../../contract/catalogue/list'
import { gridResponse, gridSaveResponse, variantGridPaths } from '../../contract/catalogue/variant-grid'
import type { GridChange } from '../../contract/catalogue/variant-grid'
import { apiRequest } from '../../lib/http'
import type { Query } from '../../lib/http'

// The variants' price and stock grid (docs/areas/catalogue.md#price-and-stock-grid).

const viewKeys = ['search', 'ordering', 'status', 'brand_id', 'template_id', 'low_stock'] as const

/**
 * The list's filter, search and sort from the URL, each kept when the list's query takes it, without its paging: the
 * grid loads every matching row. (Read with the contract's query, not the list's definition, which would bring the
 * list's filters into this screen's download.)
 */
export const gridQueryOf = (raw: Record<string, unknown>): VariantListQuery =>
  Object.fromEntries(
    viewKeys.flatMap((key) => {
      const value = raw[key]
      const text = typeof value === 'number' || typeof value === 'boolean' ? String(value) : value
      return typeof text === 'string' && text !== '' && v.is(variantListQuery.entries[key], text) ? [[key, text]] : []
    }),
  )

/**
 * The grid's rows. Its own key (not the variants'): a live change elsewhere does not reload the grid under someone's
 * edits; the versions it loaded stay, and the save answers a row changed meanwhile as a conflict.
 */
export const variantGridQuery = (query: VariantListQuery) =>
  queryOptions({
    queryKey: ['catalogue', 'variant-grid', query],
    queryFn: ({ signal }) => apiRequest(variantGridPaths.read, { query: query as Query, schema: gridResponse, signal }),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    meta: { errorToast: false },
  })

/** One save of the changed rows, answered per row; the key makes a retry of the same save answer once. */
export const saveVariantGrid = (rows: GridChange[], idempotencyKey: string) =>
  apiRequest(variantGridPaths.save, { method: 'PATCH', body: { rows }, headers: { 'Idempotency-Key': idempotencyKey }, schema: gridSaveResponse })
