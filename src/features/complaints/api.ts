import { queryOptions } from '@tanstack/react-query'
import { complaintDetailSchema, complaintPaths, complaintSchema, assigneesResponse } from '../../contract/complaints'
import type { Complaint, ComplaintAssignBody, ComplaintDetail, ComplaintNoteBody, ComplaintStatusBody } from '../../contract/complaints'
import type { ComplaintListQuery } from '../../contract/complaints/list'
import { apiRequest } from '../../lib/http'
import { defineResource } from '../../lib/resource-api'
import * as m from '../../paraglide/m/complaints'

/** docs/areas/complaints.md#api: the list rows, and the complaint with its customer, product, order and timeline. */
export const complaints = defineResource<Complaint, ComplaintListQuery>({
  key: ['complaints'],
  row: complaintSchema,
  list: complaintPaths.list,
  toasts: { list: m.fetchComplaintsFailed, detail: false },
})
export const complaintRecords = defineResource<ComplaintDetail, ComplaintListQuery>({
  key: ['complaints'],
  row: complaintDetailSchema,
  list: complaintPaths.list,
  detail: complaintPaths.detail,
  toasts: { list: m.fetchComplaintsFailed, detail: m.fetchComplaintFailed },
})

export const setComplaintStatus = (id: string, body: ComplaintStatusBody) => complaintRecords.write('PUT', complaintPaths.status(id), body)
export const assign = (id: string, body: ComplaintAssignBody) => complaintRecords.write('PUT', complaintPaths.assign(id), body)
export const addNote = (id: string, body: ComplaintNoteBody, idempotencyKey: string) =>
  complaintRecords.write('POST', complaintPaths.addNote(id), body, idempotencyKey)

export const assigneeOptionsQuery = () =>
  queryOptions({
    queryKey: ['complaints', 'assignees'],
    queryFn: ({ signal }) => apiRequest(complaintPaths.assignees, { schema: assigneesResponse, signal }).then((body) => body.data),
    staleTime: 5 * 60_000,
    meta: { errorToast: false },
  })
