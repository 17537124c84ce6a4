import type { QueryClient, QueryKey } from '@tanstack/react-query'

/**
 * A record as a saved list holds it (a list's page, or every row of a resource): offline, a record opened from a list
 * saved for offline is drawn from the list's copy instead of saying there is none. Lists and records share one row
 * schema (src/lib/resource-api.ts), so the row is the record.
 */
export function savedRow<Row>(queryClient: QueryClient, root: QueryKey, rowId: (row: Row) => string, id: string): Row | undefined {
  for (const [, data] of queryClient.getQueriesData<unknown>({ queryKey: root })) {
    const rows = Array.isArray(data) ? data : (data as { data?: unknown } | undefined)?.data
    if (!Array.isArray(rows)) continue
    const found = (rows as Row[]).find((row) => row !== null && typeof row === 'object' && rowId(row) === id)
    if (found) return found
  }
  return undefined
}
