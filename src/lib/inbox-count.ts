import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { inboxPaths, unreadResponse } from '../contract/inbox'
import { apiRequest } from './http'

/**
 * The inbox's query keys (docs/areas/inbox.md): its list under ['inbox', 'list', …] and the bell's count. The live
 * stream's 'notification' event, and the inbox's own marking, refetch both.
 */
export const inboxKey = ['inbox'] as const

/** The signed-in person's unread count, for the bell; a failed read leaves the bell without a number (no toast). */
export const unreadQueryOptions = () =>
  queryOptions({
    queryKey: [...inboxKey, 'unread'] as const,
    queryFn: ({ signal }) => apiRequest(inboxPaths.unread, { schema: unreadResponse, signal }),
    select: (answer) => answer.data.unread,
    meta: { errorToast: false },
  })

/** A notification came, or some were marked read: the bell and any open inbox read again. */
export const inboxChanged = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: inboxKey })
