import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type * as v from 'valibot'
import { savedResponse } from '../contract/common'
import { detailResponse, listResponse } from '../contract/lists'
import { apiRequest, type Query } from './http'
import type { ErrorToastMeta } from './query-meta'
import { textOf, type Text } from './text'

type ResourceSpec<Row> = {
  /** The first part of every query key of the resource: ['promo-codes', ...]. */
  key: readonly string[]
  row: v.GenericSchema<unknown, Row>
  /** A row's id, where it is not `id` (a promo code's `promo_code_id`). */
  rowId?: (row: Row) => string
  list: string
  /** The record's path (its id encoded); a list-only resource (inventory) has none. */
  detail?: (id: string) => string
  /** The fallback text of docs/app.md#errors per fetch; false where the spec shows no toast (the screen shows the failure). */
  toasts: { list: Text | false; detail: Text | false }
}

const byId = (row: unknown) => (row as { id: string }).id

type Method = 'POST' | 'PUT' | 'PATCH'

const toast = (fallback: Text | false): { errorToast: ErrorToastMeta } => ({
  errorToast: fallback === false ? false : { fallback },
})

/**
 * One resource's reads and writes: its query keys, the list and record `queryOptions` (a list keeps the previous page
 * on screen while the next loads), and writes parsed as answers carrying the saved row.
 */
export function defineResource<Row, ListQuery extends object>({ key, row, rowId = byId, list, detail, toasts }: ResourceSpec<Row>) {
  const keys = {
    all: key,
    lists: () => [...key, 'list'] as const,
    list: (query: ListQuery) => [...key, 'list', query] as const,
    detail: (id: string) => [...key, 'detail', id] as const,
  }
  const recordPath = detail ?? (() => list)
  const page = listResponse(row)
  const one = detailResponse(row)
  const saved = savedResponse(row)
  return {
    keys,
    rowId,
    /** The fallback text of docs/app.md#errors when the list cannot be fetched. */
    get listFailure() {
      return toasts.list === false ? false : textOf(toasts.list)
    },
    /** The list's path, also its CSV export's (`format=csv`). */
    listPath: list,
    listQuery: (query: ListQuery) =>
      // eslint-disable-next-line @tanstack/query/exhaustive-deps -- path and schema are fixed for the resource its key root names
      queryOptions({
        queryKey: keys.list(query),
        queryFn: ({ signal }) => apiRequest(list, { query: query as Query, schema: page, signal }),
        placeholderData: keepPreviousData,
        meta: toast(toasts.list),
      }),
    detailQuery: (id: string) =>
      // eslint-disable-next-line @tanstack/query/exhaustive-deps -- path and schema are fixed for the resource its key root names
      queryOptions({
        queryKey: keys.detail(id),
        queryFn: ({ signal }) => apiRequest(recordPath(id), { schema: one, signal }).then((body) => body.data),
        meta: toast(toasts.detail),
      }),
    /** A create (with its Idempotency-Key), update or status change; the answer carries the row as saved. */
    write: (method: Method, path: string, body: unknown, idempotencyKey?: string) =>
      apiRequest(path, { method, body, headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined, schema: saved }),
  }
}
