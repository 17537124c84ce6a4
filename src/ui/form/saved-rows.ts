import type { QueryClient, QueryKey } from '@tanstack/react-query'
import { patchRows } from '../../lib/optimistic-row'

/** Where a resource's saved rows go in the cache (`defineResource` gives the keys and the row id). */
export type RowCache<Row> = {
  /** The resource's query keys: the saved row goes to its record and, in place, to its list pages. */
  keys: { lists: () => QueryKey; detail: (id: string) => QueryKey }
  rowId: (row: Row) => string
  /** Other queries whose figures the save changes (counts, options). */
  touched?: QueryKey[]
  /** False where the answer is the record's detail, not a list row (a complaint with its timeline): the lists refetch. */
  inLists?: boolean
}

/** A write's saved row into the cache: its record, its list pages (in place) and, refetched, the lists and what it touched. */
export function keepSaved<Row>(queryClient: QueryClient, cache: RowCache<Row>, row: Row | undefined): void {
  const { keys, rowId, touched = [], inLists = true } = cache
  if (row) {
    queryClient.setQueryData(keys.detail(rowId(row)), row)
    if (inLists) patchRows(queryClient, keys.lists(), rowId, rowId(row), () => row)
  }
  for (const queryKey of [keys.lists(), ...touched]) void queryClient.invalidateQueries({ queryKey })
}
