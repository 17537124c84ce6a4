import { Hono } from 'hono'
import { historyRecordTypes } from '../../../src/contract/history'
import type { AreaPath } from '../../../src/contract/permissions'
import { recordNoteBody, type NotedRecordType } from '../../../src/contract/inbox/record-notes'
import { membersLoaded, mentionedOnRecord, noteAdded, noteLabel, recordNotFound, someone } from '../../../src/paraglide/m/inbox'
import { requireArea, requireAuth } from '../../auth/middleware'
import type { Db, Tx } from '../../db/client'
import type { AreaDeps } from '../../kit/area'
import { recordChange } from '../../kit/history'
import type { KeyedCreate } from '../../kit/idempotency'
import { created } from '../../kit/idempotent'
import { resourceRoutes } from '../../kit/resource-routes'
import { isUuid } from '../../kit/list-query'
import { fail, Refusal, unlessRefused, type Saved } from '../../kit/result'
import type { AppEnv } from '../../kit/types'
import { memberName, mentionedIn, mentionOptions } from './mentions'
import { notify } from './notify'

/**
 * Notes on records (docs/areas/inbox.md#notes-on-records): an area that keeps notes on a record type mounts
 * `recordNotes(spec)` at /api/notes; a note is an entry of the record's history ('noted'), and each active member of
 * the organisation it names with '@First Last' (never its writer) is told, as 'mentioned'.
 */
export type NotedRecord = {
  type: NotedRecordType
  /** The screen whose 'change' grant lets a person edit the record, and so add a note to it. */
  area: AreaPath
  /** The record's label when the organisation has it, else null. */
  find: (tx: Tx, orgId: string, id: string) => Promise<string | null>
  /** The app path that opens the record. */
  link: (id: string) => string
}

type Note = { record_type: NotedRecordType; record_id: string; body: string }

async function addNote(db: Db, orgId: string, actorId: string, spec: NotedRecord, id: string, body: string, key?: KeyedCreate): Promise<Saved<Note>> {
  return unlessRefused(() =>
    db.transaction(async (tx) => {
      await key?.claim(tx)
      const label = isUuid(id) ? await spec.find(tx, orgId, id) : null
      if (label === null) throw new Refusal(fail(404, recordNotFound()))
      const mentioned = await mentionedIn(tx, orgId, actorId, body)
      if (mentioned.length > 0) {
        const actor = await memberName(tx, actorId)
        await notify(tx, orgId, {
          kind: 'mentioned',
          to: mentioned,
          actorId,
          record: { type: spec.type, id },
          link: spec.link(id),
          text: () => ({
            title: mentionedOnRecord({ name: actor || someone(), record: `${historyRecordTypes[spec.type].label()} ${label}`.trim() }),
            body: body.slice(0, 280),
          }),
        })
      }
      const changes = [{ field: 'note', label: noteLabel(), before: null, after: body }]
      await recordChange(tx, orgId, { type: spec.type, id, label, action: 'noted', changes })
      const data: Note = { record_type: spec.type, record_id: id, body }
      await key?.keep(tx, data)
      return { ok: true as const, data }
    }),
  )
}

/** POST /api/notes/{type}/{id}: a note on one of the organisation's records of `spec.type`, by whoever may edit it. */
export const recordNotes =
  (spec: NotedRecord) =>
  ({ db }: AreaDeps) => {
    const app = new Hono<AppEnv>()
    resourceRoutes(app, db).post(`/${spec.type}/:id`, { guard: [requireAuth(db), requireArea(spec.area)], keyed: true, json: recordNoteBody }, (c, { json }) =>
      created(c, noteAdded(), (key) => addNote(db, c.get('orgId'), c.get('user').id, spec, c.req.param('id'), json.body, key)),
    )
    return app
  }

/** GET /api/notes/members: the organisation's active members a note can mention, for anyone signed in. */
export const noteMembersRoutes = ({ db }: AreaDeps) => {
  const app = new Hono<AppEnv>()
  resourceRoutes(app, db, { guard: requireAuth(db) }).get('/members', {}, async (c) =>
    c.json({ status: true, message: membersLoaded(), data: await mentionOptions(db, c.get('orgId')) }),
  )
  return app
}
