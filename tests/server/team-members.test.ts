import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../server/auth/schema'
import { historyEntries } from '../../server/kit/schema'
import { demoUsers } from '../../server/db/demo'
import { demoOrgId, lotusOrgId, signInAs } from './catalogue-fixtures'
import { makeTestContext } from './helpers'
import type { TestContext } from './helpers'

let t: TestContext
let owner: string
let manager: string
const ids = {} as Record<string, string>
beforeAll(async () => {
  t = await makeTestContext()
  owner = await signInAs(t, 'owner')
  manager = await signInAs(t, 'manager')
  for (const row of await t.db.select({ id: users.id, email: users.email }).from(users)) ids[row.email] = row.id
})
afterAll(async () => {
  await t.close()
})

const idOf = (email: string) => ids[email] ?? ''
const member = (token: string, email: string, what: string) => t.post(`/api/team/members/${idOf(email)}/${what}`, {}, { token })
const setRole = (token: string, email: string, role: string) => t.put(`/api/team/members/${idOf(email)}/role`, { role }, { token })

describe('the Team list', () => {
  it('lists the organisation members with role, status, last sign-in and devices; filters and CSV', async () => {
    const res = await t.get('/api/team/members?ordering=name', { token: owner })
    expect(res.status).toBe(200)
    const rows = res.body.data as { email: string; status: string; device_count: number; last_sign_in_at: string | null }[]
    expect(rows).toHaveLength(demoUsers.length)
    expect(rows.every((row) => row.email.endsWith('@kesar.example'))).toBe(true)
    expect(rows.find((row) => row.email === 'owner@kesar.example')).toMatchObject({ status: 'active', device_count: 1, last_sign_in_at: expect.any(String) })
    const support = await t.get('/api/team/members?role=support', { token: manager })
    expect((support.body.data as { email: string }[]).map((row) => row.email)).toEqual(['support@kesar.example'])
    const csv = await t.get('/api/team/members?format=csv', { token: owner })
    expect(csv.text.split('\r\n')[0]).toBe('Name,Email,Phone,Role,Status,Last sign-in,Devices,Added')
    expect((await t.get('/api/team/members', { token: await signInAs(t, 'support') })).status).toBe(403)
  })

  it("answers 404 for another organisation's member, and changes nothing of theirs", async () => {
    const lotusOwner = idOf('owner@lotus.example')
    expect((await t.get(`/api/team/members/${lotusOwner}`, { token: owner })).status).toBe(404)
    const res = await t.post(`/api/team/members/${lotusOwner}/deactivate`, {}, { token: owner })
    expect(res.status).toBe(404)
    expect(res.body.message).toBe('Member not found.')
    expect((await t.put(`/api/team/members/${lotusOwner}/role`, { role: 'support' }, { token: owner })).status).toBe(404)
    expect((await t.get(`/api/team/members/${lotusOwner}/sessions`, { token: owner })).status).toBe(404)
    const [row] = await t.db.select({ status: users.status, role: users.role }).from(users).where(eq(users.orgId, lotusOrgId))
    expect(row).toEqual({ status: 'active', role: 'owner' })
  })
})

describe('roles and the last owner', () => {
  it('changes a role, recorded in the member history; refuses a role above the caller and a member above them', async () => {
    const res = await setRole(manager, 'marketing@kesar.example', 'catalogue')
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ status: true, message: 'Role changed', data: { role: 'catalogue' } })
    const [entry] = await t.db
      .select()
      .from(historyEntries)
      .where(and(eq(historyEntries.record_id, idOf('marketing@kesar.example')), eq(historyEntries.action, 'updated')))
    expect(entry).toMatchObject({ record_type: 'member', changes: [{ field: 'role', before: 'marketing', after: 'catalogue' }], actor_role: 'manager' })
    await setRole(owner, 'marketing@kesar.example', 'marketing')
    expect((await setRole(manager, 'catalogue@kesar.example', 'finance')).body.message).toBe('You cannot give a role with access beyond your own.')
    expect((await setRole(manager, 'finance@kesar.example', 'support')).status).toBe(403)
    expect((await member(manager, 'owner@kesar.example', 'deactivate')).status).toBe(403)
  })

  it('keeps the last active owner: no demotion or deactivation of them, single or bulk', async () => {
    const lastOwner = 'Your organisation must keep at least one active owner. Make someone else owner first.'
    const stepDown = await setRole(owner, 'owner@kesar.example', 'manager')
    expect(stepDown.status).toBe(409)
    expect(stepDown.body.message).toBe(lastOwner)
    const bulk = await t.post('/api/bulk/team/role', { ids: [idOf('owner@kesar.example')], role: 'manager' }, { token: owner })
    expect(bulk.body).toMatchObject({ done: 0, failed: [{ message: lastOwner }] })
    const self = await t.post('/api/bulk/team/deactivate', { ids: [idOf('owner@kesar.example')] }, { token: owner })
    expect(self.body).toMatchObject({ done: 0, failed: [{ message: lastOwner }] })
    // With a second owner the first may step down; then the second is the last.
    expect((await setRole(owner, 'manager@kesar.example', 'owner')).status).toBe(200)
    expect((await setRole(owner, 'owner@kesar.example', 'manager')).status).toBe(200)
    const second = await t.signIn('manager@kesar.example', 'Kesar@2026')
    expect((await setRole(second, 'manager@kesar.example', 'support')).body.message).toBe(lastOwner)
    // Back as the demo has it.
    expect((await setRole(second, 'owner@kesar.example', 'owner')).status).toBe(200)
    expect((await setRole(owner, 'manager@kesar.example', 'manager')).status).toBe(200)
    const owners = await t.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.orgId, demoOrgId), eq(users.role, 'owner')))
    expect(owners).toEqual([{ id: idOf('owner@kesar.example') }])
  })
})

describe('deactivation and devices', () => {
  it('deactivation signs the person out of every device at once, saying why; sign-in is refused until reactivated', async () => {
    const phone = await signInAs(t, 'surveyor')
    const laptop = await signInAs(t, 'surveyor')
    const res = await member(owner, 'surveyor@kesar.example', 'deactivate')
    expect(res.body).toMatchObject({ status: true, data: { status: 'deactivated', device_count: 0 } })
    for (const token of [phone, laptop]) {
      const refused = await t.get('/api/accounts/get_urls', { token })
      expect(refused.status).toBe(401)
      expect(refused.body.message).toBe('You were signed out because your access to this organisation was turned off.')
    }
    const login = await t.post('/api/accounts/login', { email: 'surveyor@kesar.example', password: 'Kesar@2026' })
    expect(login.status).toBe(403)
    expect(login.body.message).toBe('Your access to this organisation has been turned off. Ask an owner or manager to turn it back on.')
    expect((await member(owner, 'surveyor@kesar.example', 'reactivate')).body).toMatchObject({ data: { status: 'active' } })
    expect(await signInAs(t, 'surveyor')).toEqual(expect.any(String))
  })

  it('lists my devices, signs one out and all others; the owner signs a member out everywhere', async () => {
    const first = await signInAs(t, 'dispatcher')
    const second = await signInAs(t, 'dispatcher')
    const mine = await t.get('/api/accounts/sessions', { token: first })
    const devices = mine.body.data as { id: string; current: boolean }[]
    expect(devices.filter((device) => device.current)).toHaveLength(1)
    const other = devices.find((device) => !device.current)
    await t.post(`/api/accounts/sessions/${other?.id}/sign-out`, {}, { token: first })
    const ended = await t.get('/api/accounts/get_urls', { token: second })
    expect(ended.body.message).toBe('You were signed out of this device from another session. Please log in again.')
    const third = await signInAs(t, 'dispatcher')
    expect((await t.post('/api/accounts/sessions/sign-out-others', {}, { token: third })).status).toBe(200)
    expect((await t.get('/api/accounts/get_urls', { token: first })).status).toBe(401)
    expect((await t.get('/api/accounts/get_urls', { token: third })).status).toBe(200)
    const everywhere = await member(owner, 'dispatcher@kesar.example', 'sign-out')
    expect(everywhere.body).toMatchObject({ status: true, data: { device_count: 0 } })
    expect((await t.get('/api/accounts/get_urls', { token: third })).status).toBe(401)
  })

  it("the owner signs out one of a member's devices; the others stay signed in", async () => {
    const kept = await signInAs(t, 'catalogue')
    const ending = await signInAs(t, 'catalogue')
    const own = (await t.get('/api/accounts/sessions', { token: ending })).body.data as { id: string; current: boolean }[]
    const session = own.find((device) => device.current)?.id ?? ''
    const path = (email: string, id: string) => `/api/team/members/${idOf(email)}/sessions/${id}/sign-out`
    const listed = (await t.get(`/api/team/members/${idOf('catalogue@kesar.example')}/sessions`, { token: owner })).body.data as { id: string }[]
    expect(listed.map((device) => device.id)).toContain(session)
    // Not this member's session, or not a session at all: nothing ends.
    expect((await t.post(path('dispatcher@kesar.example', session), {}, { token: owner })).status).toBe(404)
    expect((await t.post(path('catalogue@kesar.example', 'nope'), {}, { token: owner })).status).toBe(400)
    // Nobody signs out a member whose role is above their own.
    const ownerSession = ((await t.get('/api/accounts/sessions', { token: owner })).body.data as { id: string }[])[0]?.id ?? ''
    expect((await t.post(path('owner@kesar.example', ownerSession), {}, { token: manager })).status).toBe(403)

    const res = await t.post(path('catalogue@kesar.example', session), {}, { token: owner })
    expect(res.body).toMatchObject({ status: true, message: 'Signed out of that device' })
    expect((await t.get('/api/accounts/get_urls', { token: ending })).body.message).toBe(
      'You were signed out of this device from another session. Please log in again.',
    )
    expect((await t.get('/api/accounts/get_urls', { token: kept })).status).toBe(200)
    expect((await t.post(path('catalogue@kesar.example', session), {}, { token: owner })).status).toBe(404)
  })

  it('shows sign-ins and failed attempts in Activity', async () => {
    await t.post('/api/accounts/login', { email: 'finance@kesar.example', password: 'wrong-password-1' })
    await signInAs(t, 'finance')
    const activity = await t.get('/api/activity?record_type=member', { token: owner })
    const actions = (activity.body.data as { action: string; record_label: string }[])
      .filter((entry) => entry.record_label.includes('finance@kesar.example'))
      .map((entry) => entry.action)
    expect(actions.slice(0, 2)).toEqual(['signed_in', 'sign_in_failed'])
  })
})
