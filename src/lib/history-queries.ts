import { infiniteQueryOptions } from '@tanstack/react-query'
import { historyListResponse, historyPaths, type HistoryRecordType } from '../contract/history'
import { apiRequest } from './http'

/** Entries per "Show older". */
const HISTORY_PAGE_SIZE = 20

export const historyKeys = {
  all: ['history'] as const,
  record: (type: HistoryRecordType, id: string) => [...historyKeys.all, type, id] as const,
}

/**
 * One record's history, newest first, a page at a time ("Show older"). Saved for offline use like the record itself
 * (every successful query is); fetched again each time the record opens, since any save may have added an entry.
 * The History section shows its own failure, so no toast.
 */
export const historyOfRecord = (type: HistoryRecordType, id: string) =>
  infiniteQueryOptions({
    queryKey: historyKeys.record(type, id),
    queryFn: ({ pageParam, signal }) =>
      apiRequest(historyPaths.record(type, id), {
        query: { page: pageParam, page_size: HISTORY_PAGE_SIZE, ordering: '-at' },
        schema: historyListResponse,
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: ({ pagination }) => (pagination.page * pagination.page_size < pagination.total ? pagination.page + 1 : undefined),
    staleTime: 0,
    meta: { errorToast: false },
  })
