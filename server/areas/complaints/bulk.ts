import { complaintBulkAssignBody, complaintBulkStatusBody, complaintCsv } from '../../../src/contract/complaints'
import type { ComplaintAssignBody } from '../../../src/contract/complaints'
import { complaintListQuery } from '../../../src/contract/complaints/list'
import type { ComplaintStatus } from '../../../src/contract/complaints/list'
import { requireArea } from '../../auth/middleware'
import type { Db } from '../../db/client'
import { bulkMount } from '../../kit/bulk-routes'
import type { BulkAction } from '../../kit/bulk'
import { fail } from '../../kit/result'
import type { Saved } from '../../kit/result'
import { complaintNotFound, getComplaint, listComplaints } from './reads'
import { assignComplaint, changeComplaintStatus } from './writes'
import { bulkChanged, bulkReassigned, nounComplaint, nounComplaints } from '../../../src/paraglide/m/server'

/**
 * A chosen complaint through the single change's own write, at the version it has now: a bulk change has no form
 * loaded at a version, so only a save between this read and the write refuses the row (409, per row).
 */
async function atCurrentVersion(db: Db, orgId: string, id: string, write: (updated_at: string) => Promise<Saved<unknown>>): Promise<Saved<unknown>> {
  const current = await getComplaint(db, orgId, id)
  return current ? write(current.updated_at) : fail(404, complaintNotFound())
}

/** Every chosen complaint moved to one status: a move the ticket page would refuse fails that row with its message. */
const status: BulkAction = {
  said: bulkChanged,
  body: complaintBulkStatusBody,
  run: (db, orgId, id, { user, input }) =>
    atCurrentVersion(db, orgId, id, (updated_at) =>
      changeComplaintStatus(db, orgId, user.id, id, { status: input.status as ComplaintStatus, note: '', updated_at }),
    ),
}

/** Every chosen complaint given to one person (or to nobody). */
const assign: BulkAction = {
  said: bulkReassigned,
  body: complaintBulkAssignBody,
  run: (db, orgId, id, { user, input }) =>
    atCurrentVersion(db, orgId, id, (updated_at) =>
      assignComplaint(db, orgId, user.id, id, { assignee_id: (input.assignee_id as ComplaintAssignBody['assignee_id']) ?? null, updated_at }),
    ),
}

/**
 * The complaint list's bulk actions (docs/api.md#bulk): a new status or assignee for the chosen rows, each through the
 * ticket page's own write (its checks, timeline entry and history entry), and the chosen rows as CSV; 'assigned to
 * me' reads as the caller.
 */
export const complaintBulk = bulkMount('/complaints', {
  guard: requireArea('/complaints'),
  noun: [nounComplaint, nounComplaints],
  query: complaintListQuery,
  list: (db, orgId, params, signal, user) => listComplaints(db, orgId, user.id, params, signal),
  get: (db, orgId, id, user) => getComplaint(db, orgId, id, user.role),
  rowId: (complaint) => complaint.complaint_id,
  csv: complaintCsv,
  actions: { status, assign },
})
