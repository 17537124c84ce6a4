import { queryOptions } from '@tanstack/react-query'
import { historyListResponse, historyPaths, type HistoryRecordType } from '../contract/history'
import { apiRequest } from './http'

/** Entries per "Show older". */
export const HISTORY_PAGE_SIZE = 20

export const historyKeys = {
  all: ['history'] as const,
  record: (type: HistoryRecordType, id: string) => [...historyKeys.all, type, id] as const,
}

/**
 * One page of a record's history, newest first ("Show older" adds the next). Saved for offline use like the record
 * itself (every successful query is); fetched again each time the record opens, since any save may have added an
 * entry. The History section shows its own failure, so no toast. (Pages are plain queries, not an infinite query:
 * that observer would join the libraries /login downloads.)
 */
export const historyPage = (type: HistoryRecordType, id: string, page: number) =>
  queryOptions({
    queryKey: [...historyKeys.record(type, id), page],
    queryFn: ({ signal }) =>
      apiRequest(historyPaths.record(type, id), {
        query: { page, page_size: HISTORY_PAGE_SIZE, ordering: '-at' },
        schema: historyListResponse,
        signal,
      }),
    staleTime: 0,
    meta: { errorToast: false },
  })
