import * as v from 'valibot'
import { requiredText } from '../common'
import { detailResponse } from '../lists'
import * as m from '../../paraglide/m/inbox'

/**
 * Notes on records (docs/areas/inbox.md#notes-on-records): a colleague's note on a tour, a product variant or an
 * employee, kept in the record's history ('noted'); '@First Last' in it tells that member. Whoever may edit the record
 * may add one. Complaints keep their own timeline of notes and replies (src/contract/complaints/index.ts).
 */

export const notedRecordTypes = ['tour', 'product_variant', 'employee'] as const
export type NotedRecordType = (typeof notedRecordTypes)[number]

/** POST /api/notes/{type}/{id}. */
export const recordNoteBody = v.object({
  body: v.pipe(
    requiredText(() => m.writeNote()),
    v.maxLength(2000, () => m.noteTooLong()),
  ),
})
export type RecordNoteBody = v.InferInput<typeof recordNoteBody>

/** The organisation's active members a note can mention, as '@First Last'. */
export const mentionMembersResponse = detailResponse(v.array(v.object({ label: v.string(), value: v.string() })))

export const recordNoteAnswer = detailResponse(v.object({ record_type: v.picklist(notedRecordTypes), record_id: v.string(), body: v.string() }))

export const notePaths = {
  add: (type: NotedRecordType, id: string) => `/api/notes/${type}/${encodeURIComponent(id)}`,
  members: '/api/notes/members',
} as const
