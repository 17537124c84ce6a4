import { Hono } from 'hono'
import type { Context } from 'hono'
import * as v from 'valibot'
import { complaintAssignBody, complaintCreateBody, complaintCsv, complaintNoteBody, complaintStatusBody } from '../../../src/contract/complaints'
import { complaintListQuery } from '../../../src/contract/complaints/list'
import { messages } from '../../../src/contract/common'
import { answer } from '../../kit/answer'
import { requireArea, requireAuth } from '../../auth/middleware'
import { created } from '../../kit/idempotent'
import { resourceRoutes } from '../../kit/resource-routes'
import type { AppDeps, AppEnv } from '../../kit/types'
import { mentionOptions } from '../inbox'
import { addComplaintNote, assigneeOptions, assignComplaint, changeComplaintStatus, createComplaint } from './writes'
import { complaintNotFound, getComplaint, listComplaints } from './reads'
import { found } from '../../kit/result'
import {
  assigneesLoaded,
  membersLoaded,
  assigneeUpdated,
  complaintCreated,
  complaintLoaded,
  complaintsLoaded,
  noteAdded,
  replySent,
  statusUpdated,
} from '../../../src/paraglide/m/complaints'

const detailQuery = v.object({ id: v.optional(v.pipe(v.string(), v.maxLength(100, messages.invalid))) })

/**
 * docs/areas/complaints.md#api (get_complaints, get_complaint_details with the id in the query or the path) and the
 * writes that work a ticket, which the spec's calls alone do not allow (README deviations).
 */
export function complaintRoutes({ db }: AppDeps) {
  const area = requireArea('/complaints')
  const detail = async (c: Context<AppEnv>, id: string) =>
    answer(c, found(await getComplaint(db, c.get('orgId'), id, c.get('user').role), complaintNotFound()), complaintLoaded())
  const app = new Hono<AppEnv>().use(requireAuth(db))
  resourceRoutes(app, db, { guard: area })
    .list('/get_complaints', complaintListQuery, (scope, params, signal) => listComplaints(db, scope.orgId, scope.userId, params, signal), complaintCsv, {
      says: complaintsLoaded,
    })
    .get('/get_complaint_details', { query: detailQuery }, (c, { query }) => detail(c, query.id ?? ''))
    .get('/get_complaint_details/:id', {}, (c) => detail(c, c.req.param('id')))
    .get('/get_mention_options', {}, async (c) => c.json({ status: true, message: membersLoaded(), data: await mentionOptions(db, c.get('orgId')) }))
    .get('/get_assignees', {}, async (c) => c.json({ status: true, message: assigneesLoaded(), data: await assigneeOptions(db, c.get('orgId')) }))
    .put('/update_status/:id', { json: complaintStatusBody }, async (c, { json }) => {
      const result = await changeComplaintStatus(db, c.get('orgId'), c.get('user').id, c.req.param('id'), json)
      return answer(c, result, statusUpdated())
    })
    .put('/assign/:id', { json: complaintAssignBody }, async (c, { json }) => {
      const result = await assignComplaint(db, c.get('orgId'), c.get('user').id, c.req.param('id'), json)
      return answer(c, result, assigneeUpdated())
    })
    .post('/add_note/:id', { keyed: true, json: complaintNoteBody }, (c, { json }) => {
      const body = json
      const message = body.kind === 'reply' ? replySent() : noteAdded()
      return created(c, message, (key) => addComplaintNote(db, c.get('orgId'), c.get('user').id, c.req.param('id'), body, key))
    })
    .post('/create_complaint', { keyed: true, json: complaintCreateBody }, (c, { json }) =>
      created(c, complaintCreated(), (key) => createComplaint(db, c.get('orgId'), c.get('user').id, json, key)),
    )
  return app
}
