import { complaintCsv } from '../../../src/contract/complaints'
import { complaintListQuery } from '../../../src/contract/complaints-list'
import { requireArea } from '../../auth/middleware'
import { bulkMount } from '../../kit/bulk-routes'
import { getComplaint, listComplaints } from './reads'

/** The complaint list's chosen rows as CSV (docs/api.md#bulk); 'assigned to me' reads as the caller. */
export const complaintBulk = bulkMount('/complaints', {
  guard: requireArea('/complaints'),
  noun: ['complaint', 'complaints'],
  query: complaintListQuery,
  list: (db, orgId, params, signal, user) => listComplaints(db, orgId, user.id, params, signal),
  get: (db, orgId, id, user) => getComplaint(db, orgId, id, user.role),
  rowId: (complaint) => complaint.complaint_id,
  csv: complaintCsv,
})
