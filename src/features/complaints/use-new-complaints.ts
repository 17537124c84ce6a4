import { complaintListResponse } from '../../contract/complaints'
import { apiRequest } from '../../lib/http'
import { useNewRows } from '../../ui/list/use-new-rows'
import { complaints } from './api'

const listPath = complaints.listPath
const page = (query: Record<string, string>, signal: AbortSignal) =>
  apiRequest(listPath, { query: { page_size: '1', ...query }, schema: complaintListResponse, signal })
const key = complaints.keys.all

/** Complaints opened since the list was loaded, by another agent or a customer. */
export const useNewComplaints = () =>
  useNewRows({
    key,
    newest: async (signal) => (await page({ ordering: '-created_at' }, signal)).data[0]?.created_at ?? new Date(0).toISOString(),
    countSince: async (since, signal) => (await page({ created_after: since }, signal)).pagination.total,
  })
