import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tours } from '../../server/areas/booking/schema'
import { surveyEmployees } from '../../server/areas/employees/schema'
import { notifications } from '../../server/areas/inbox/schema'
import { users } from '../../server/auth/schema'
import { historyEntries } from '../../server/kit/schema'
import { demoOrgId, signInAs } from './catalogue-fixtures'
import { makeTestContext } from './helpers'
import type { TestContext } from './helpers'

/**
 * Notes on records (docs/areas/inbox.md#notes-on-records): a note on an employee or a tour is in the record's
 * history, by whoever may edit the record; '@First Last' tells that active member of the same organisation, never the
 * writer, a deactivated member or another organisation's person.
 */
let t: TestContext
let manager: string
let people: (typeof users.$inferSelect)[]
beforeAll(async () => {
  t = await makeTestContext()
  manager = await signInAs(t, 'manager')
  people = await t.db.select().from(users)
})
afterAll(async () => {
  await t.close()
})

const person = (email: string) => people.find((row) => row.email === email)!
const nameOf = (email: string) => `${person(email).firstName} ${person(email).lastName}`.trim()
const toldOn = async (recordId: string) => t.db.select().from(notifications).where(eq(notifications.record_id, recordId))

describe('a note on an employee', () => {
  it('is in their history and tells the active members it names, not the writer, a deactivated one nor another organisation', async () => {
    const [employee] = await t.db.select().from(surveyEmployees).where(eq(surveyEmployees.org_id, demoOrgId)).limit(1)
    if (!employee) throw new Error('no employee')
    await t.db.update(users).set({ status: 'deactivated' }).where(eq(users.email, 'finance@kesar.example'))
    const members = await t.get('/api/notes/members', { token: await signInAs(t, 'support') })
    expect(members.status).toBe(200)
    const labels = (members.body.data as { label: string }[]).map((member) => member.label)
    expect(labels).toContain(nameOf('support@kesar.example'))
    expect(labels).not.toContain(nameOf('finance@kesar.example'))
    expect(labels).not.toContain(nameOf('owner@lotus.example'))
    const body = `@${nameOf('support@kesar.example')} and @${nameOf('finance@kesar.example')}, ask @${nameOf('owner@lotus.example')}; @${nameOf('manager@kesar.example')}`
    const added = await t.post(`/api/notes/employee/${employee.id}`, { body }, { token: manager })
    expect(added.status).toBe(201)
    expect(added.body).toMatchObject({ status: true, message: 'Note added', data: { record_type: 'employee', record_id: employee.id, body } })
    const told = await toldOn(employee.id)
    expect(told.map((row) => row.user_id)).toEqual([person('support@kesar.example').id])
    expect(told[0]).toMatchObject({
      kind: 'mentioned',
      title: `${nameOf('manager@kesar.example')} mentioned you in a note on Employee ${employee.name}`,
      body,
      link: `/employees/update/${employee.id}`,
    })
    const history = await t.get(`/api/history/employee/${employee.id}`, { token: manager })
    expect((history.body.data as unknown[])[0]).toMatchObject({ action: 'noted', changes: [{ field: 'note', label: 'Note', after: body }] })
    await t.db.update(users).set({ status: 'active' }).where(eq(users.email, 'finance@kesar.example'))
  })

  it('is refused to whoever may not edit the record (403), another organisation (404), and without a text (400)', async () => {
    const [employee] = await t.db.select().from(surveyEmployees).where(eq(surveyEmployees.org_id, demoOrgId)).limit(1)
    const path = `/api/notes/employee/${employee!.id}`
    expect((await t.post(path, { body: 'Hello' }, { token: await signInAs(t, 'support') })).status).toBe(403)
    const lotus = await t.post(path, { body: 'Hello' }, { token: await t.signIn('owner@lotus.example', 'Lotus@2026') })
    expect(lotus.body).toEqual({ status: false, message: 'This record was not found.' })
    expect((await t.post('/api/notes/employee/not-an-id', { body: 'Hello' }, { token: manager })).status).toBe(404)
    expect((await t.post(path, { body: '   ' }, { token: manager })).body).toMatchObject({ status: false, message: 'Please write the note' })
    expect((await t.post(path, { body: 'Hello' })).status).toBe(401)
    const entries = await t.db
      .select()
      .from(historyEntries)
      .where(and(eq(historyEntries.record_id, employee!.id), eq(historyEntries.action, 'noted')))
    expect(entries).toHaveLength(1)
  })

  it('a tour takes a note from its dispatcher', async () => {
    const [tour] = await t.db.select().from(tours).where(eq(tours.org_id, demoOrgId)).limit(1)
    if (!tour) throw new Error('no tour')
    const added = await t.post(
      `/api/notes/tour/${tour.id}`,
      { body: `@${nameOf('manager@kesar.example')} van is late` },
      { token: await signInAs(t, 'dispatcher') },
    )
    expect(added.status).toBe(201)
    expect((await toldOn(tour.id)).map((row) => [row.user_id, row.link])).toEqual([[person('manager@kesar.example').id, `/manage-logistics/${tour.id}`]])
  })
})
