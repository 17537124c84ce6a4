import { queryOptions } from '@tanstack/react-query'
import {
  movementListResponse,
  movementsSavedResponse,
  reorderSavedResponse,
  variantStockResponse,
  type AdjustBody,
  type CountBody,
  type ReorderBody,
  type TransferBody,
} from '../../contract/catalogue/stock'
import { stockPaths } from '../../contract/catalogue/stock-list'
import { optionsResponse } from '../../contract/lists'
import { apiRequest } from '../../lib/http'

// A variant's stock panel and its writes (docs/areas/catalogue.md#locations-and-stock-movements). Every write's answer
// carries the levels it left; the screen then reads the panel and the movements again.

/**
 * The panel's queries sit under the variant's `detail` key, which is what a live 'inventory' change of that variant
 * refetches (src/lib/live-keys.ts: a movement's event names its variant), so an open panel follows others' movements.
 */
export const stockKeys = {
  all: ['catalogue', 'stock'] as const,
  variant: (id: string) => [...stockKeys.all, 'detail', id] as const,
  recent: (id: string) => [...stockKeys.all, 'detail', id, 'recent'] as const,
}

export const variantStockQuery = (id: string) =>
  queryOptions({
    queryKey: stockKeys.variant(id),
    queryFn: ({ signal }) => apiRequest(stockPaths.variantStock(id), { schema: variantStockResponse, signal }).then((body) => body.data),
    meta: { errorToast: false },
  })

/** The variant's ten latest movements, newest first. */
export const recentMovementsQuery = (id: string) =>
  queryOptions({
    queryKey: stockKeys.recent(id),
    queryFn: ({ signal }) =>
      apiRequest(stockPaths.movements, { query: { variant_id: id, page_size: 10 }, schema: movementListResponse, signal }).then((body) => body.data),
    meta: { errorToast: false },
  })

/** The movements list's person filter: those who moved the organisation's stock. */
export const moverOptionsQuery = () =>
  queryOptions({
    queryKey: [...stockKeys.all, 'people'],
    queryFn: ({ signal }) => apiRequest(stockPaths.people, { schema: optionsResponse, signal }).then((body) => body.data),
    staleTime: 5 * 60_000,
    meta: { errorToast: false },
  })

export const adjustStock = (body: AdjustBody, idempotencyKey: string) =>
  apiRequest(stockPaths.adjust, { method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey }, schema: movementsSavedResponse })
/** A count sheet posted: one 'counted' movement per line that differs from on hand. */
export const postCount = (body: CountBody, idempotencyKey: string) =>
  apiRequest(stockPaths.count, { method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey }, schema: movementsSavedResponse })
/** An instant transfer of one or more lines; the key answers a resend (a lost answer) with the first transfer's answer. */
export const transferStock = (body: TransferBody, idempotencyKey: string) =>
  apiRequest(stockPaths.transfer, { method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey }, schema: movementsSavedResponse })
export const setReorderLevel = (body: ReorderBody) => apiRequest(stockPaths.reorder, { method: 'PUT', body, schema: reorderSavedResponse })
