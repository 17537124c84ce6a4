import { and, asc, eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { complaints } from '../../server/areas/complaints/schema'
import { nextStatuses } from '../../src/contract/complaints'
import { eventLimits } from '../../server/kit/events-route'
import { eventHub } from '../../server/kit/events'
import type { OrgChange } from '../../server/kit/events'
import { recordChange, recordChanges } from '../../server/kit/history'
import { demoOrgId, lotusOrgId, signInAs } from './catalogue-fixtures'
import { openEvents } from './event-stream'
import type { EventStream } from './event-stream'
import { makeTestContext } from './helpers'
import type { TestContext } from './helpers'

/**
 * GET /api/events (docs/history.md#live-updates) on the embedded database: an event per committed write, none for a
 * rolled-back or refused one, only of the screens the role opens, only of the caller's organisation, replayed after
 * Last-Event-ID.
 */
let t: TestContext
let support: string
let catalogue: string
let lotusOwner: string
const streams: EventStream[] = []
beforeAll(async () => {
  t = await makeTestContext()
  support = await signInAs(t, 'support')
  catalogue = await signInAs(t, 'catalogue')
  lotusOwner = await t.signIn('owner@lotus.example', 'Lotus@2026')
})
afterEach(() => {
  for (const stream of streams.splice(0)) stream.close()
})
afterAll(async () => {
  await t.close()
})

const open = async (token: string | undefined, lastEventId?: string) => {
  const stream = await openEvents((path, init) => t.app.request(path, init), token, lastEventId)
  streams.push(stream)
  return stream
}

async function openComplaint(orgId = demoOrgId) {
  const [row] = await t.db
    .select()
    .from(complaints)
    .where(and(eq(complaints.org_id, orgId), eq(complaints.status, 'open')))
    .orderBy(asc(complaints.ticket_seq))
    .limit(1)
  if (!row) throw new Error('no open complaint')
  return row
}

/** Moves a ticket on by the desk's endpoint, as support. */
async function moveOn(row: Awaited<ReturnType<typeof openComplaint>>, updated_at = row.updated_at.toISOString()) {
  return t.put(`/api/brand_complaints/update_status/${row.id}`, { status: nextStatuses[row.status][0], updated_at }, { token: support })
}

describe('GET /api/events', () => {
  it('answers 401 without a session', async () => {
    const stream = await open(undefined)
    expect(stream.status).toBe(401)
  })

  it('sends a committed write as a change event naming the record, its action and time, under its history seq', async () => {
    const stream = await open(support)
    const ready = await stream.next((event) => event.event === 'ready')
    const row = await openComplaint()
    expect((await moveOn(row)).status).toBe(200)
    const event = await stream.next()
    expect(event).toMatchObject({ event: 'change', id: String(Number(ready.id) + 1) })
    expect(ready.data).toEqual({ me: expect.any(String) })
    expect(event.data).toEqual({ type: 'complaint', id: row.id, action: 'status', at: expect.any(String), seq: Number(ready.id) + 1, by: expect.any(String) })
  })

  it('sends nothing for a rolled-back write nor for a refused one', async () => {
    const stream = await open(support)
    await stream.next((event) => event.event === 'ready')
    const rolledBack = t.db.transaction(async (tx) => {
      await recordChange(tx, demoOrgId, { type: 'complaint', id: 'rolled-back', label: 'X', action: 'noted', changes: [] })
      throw new Error('undo')
    })
    await expect(rolledBack).rejects.toThrow('undo')
    const row = await openComplaint()
    expect((await moveOn(row, '2020-01-01T00:00:00.000Z')).status).toBe(409)
    expect((await moveOn(await openComplaint())).status).toBe(200)
    // The first event is the committed write's: nothing came before it.
    expect((await stream.next()).data).toMatchObject({ type: 'complaint', id: row.id })
  })

  it('sends a person only the record types whose screen their role opens', async () => {
    const desk = await open(support)
    const shelf = await open(catalogue)
    await Promise.all([desk.next((event) => event.event === 'ready'), shelf.next((event) => event.event === 'ready')])
    const row = await openComplaint()
    expect((await moveOn(row)).status).toBe(200)
    await t.db.transaction((tx) => recordChange(tx, demoOrgId, { type: 'brand', id: 'brand-x', label: 'B', action: 'updated', changes: [] }))
    expect((await desk.next()).data).toMatchObject({ type: 'complaint', id: row.id })
    // The catalogue sees the brand, and never the complaint before it.
    expect((await shelf.next()).data).toMatchObject({ type: 'brand', id: 'brand-x' })
    expect(shelf.events.some((event) => event.data.type === 'complaint')).toBe(false)
  })

  it("keeps each organisation's events to itself", async () => {
    const lotus = await open(lotusOwner)
    const kesar = await open(support)
    await Promise.all([lotus.next((event) => event.event === 'ready'), kesar.next((event) => event.event === 'ready')])
    await t.db.transaction((tx) => recordChange(tx, demoOrgId, { type: 'complaint', id: 'kesar-only', label: 'K', action: 'noted', changes: [] }))
    await t.db.transaction((tx) => recordChange(tx, lotusOrgId, { type: 'complaint', id: 'lotus-only', label: 'L', action: 'noted', changes: [] }))
    expect((await lotus.next()).data).toMatchObject({ id: 'lotus-only' })
    expect((await kesar.next()).data).toMatchObject({ id: 'kesar-only' })
    expect(lotus.events.some((event) => event.data.id === 'kesar-only')).toBe(false)
  })

  it('replays what came after Last-Event-ID, then goes on live; a gap beyond the window is a reset', async () => {
    const first = await open(support)
    const ready = await first.next((event) => event.event === 'ready')
    first.close()
    const missed = ['missed-1', 'missed-2']
    for (const id of missed) await t.db.transaction((tx) => recordChange(tx, demoOrgId, { type: 'complaint', id, label: id, action: 'noted', changes: [] }))
    const again = await open(support, ready.id)
    expect((await again.next()).data).toMatchObject({ id: 'missed-1', seq: Number(ready.id) + 1 })
    expect((await again.next()).data).toMatchObject({ id: 'missed-2', seq: Number(ready.id) + 2 })
    await t.db.transaction((tx) => recordChange(tx, demoOrgId, { type: 'complaint', id: 'live', label: 'L', action: 'noted', changes: [] }))
    expect((await again.next()).data).toMatchObject({ id: 'live' })

    const { replayEntries } = eventLimits
    eventLimits.replayEntries = 2
    try {
      const long = await open(support, String(Number(ready.id) - 1))
      expect(await long.next()).toMatchObject({ event: 'reset', id: String(Number(ready.id) + 3) })
    } finally {
      eventLimits.replayEntries = replayEntries
    }
    expect((await open(support, 'not-a-number')).status).toBe(400)
  })

  it('sends a reset when the first missed entry is older than the replay window', async () => {
    const first = await open(support)
    const ready = await first.next((event) => event.event === 'ready')
    await t.db.transaction((tx) => recordChange(tx, demoOrgId, { type: 'complaint', id: 'old', label: 'O', action: 'noted', changes: [] }))
    const { replayMs } = eventLimits
    eventLimits.replayMs = 0
    try {
      const late = await open(support, ready.id)
      expect(await late.next()).toMatchObject({ event: 'reset', id: String(Number(ready.id) + 1) })
    } finally {
      eventLimits.replayMs = replayMs
    }
  })

  it('caps the open streams of a session', async () => {
    const six = await Promise.all(Array.from({ length: eventLimits.perSession }, () => open(support)))
    expect(six.map((stream) => stream.status)).toEqual(six.map(() => 200))
    const seventh = await open(support)
    expect(seventh.status).toBe(429)
    six[0]?.close()
    await expect.poll(async () => (await open(support)).status).toBe(200)
  })

  it('ends a stream at its next heartbeat once its session is signed out', async () => {
    const token = await signInAs(t, 'support')
    const { heartbeatMs } = eventLimits
    eventLimits.heartbeatMs = 50
    try {
      const stream = await open(token)
      await stream.next((event) => event.event === 'ready')
      expect((await t.post('/api/accounts/logout', {}, { token })).status).toBe(200)
      await stream.ended
    } finally {
      eventLimits.heartbeatMs = heartbeatMs
    }
  })

  it('caps the open streams of the process', async () => {
    const { perProcess } = eventLimits
    eventLimits.perProcess = 0
    try {
      const refused = await open(catalogue)
      expect(refused.status).toBe(503)
    } finally {
      eventLimits.perProcess = perProcess
    }
  })
})

describe("the process's word of each organisation's changes (kept list counts, server/kit/list-cache.ts)", () => {
  it('hears a recorded write under its seq, and an import once for all its rows', async () => {
    const heard: (OrgChange | null)[] = []
    await eventHub(t.db).watchOrgChanges((change) => heard.push(change))
    const entry = { type: 'complaint' as const, id: demoOrgId, label: 'test', changes: [] }
    await t.db.transaction((tx) => recordChange(tx, lotusOrgId, { ...entry, action: 'updated' }))
    await t.db.transaction((tx) =>
      recordChanges(
        tx,
        lotusOrgId,
        [1, 2, 3].map(() => ({ ...entry, action: 'imported' as const })),
      ),
    )
    const lotus = () => heard.filter((change) => change?.org === lotusOrgId)
    await expect.poll(() => lotus().length).toBe(2)
    const [write, imported] = lotus()
    expect(write?.org).toBe(lotusOrgId)
    expect(imported).toEqual({ org: lotusOrgId, seq: (write?.seq ?? 0) + 3 })
  })
})
