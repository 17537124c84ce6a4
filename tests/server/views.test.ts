import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { viewMessages, viewSavedResponse, viewsResponse } from '../../src/contract/views'
import { lotusOwner, lotusPassword } from '../../server/db/demo'
import { signInAs } from './catalogue-fixtures'
import { makeTestContext, request } from './helpers'
import type { TestContext } from './helpers'
import * as v from 'valibot'

let t: TestContext
const tokens: Record<string, string> = {}
beforeAll(async () => {
  t = await makeTestContext()
  for (const role of ['owner', 'support', 'marketing', 'manager']) tokens[role] = await signInAs(t, role)
  tokens.lotus = await t.signIn(lotusOwner.email, lotusPassword)
})
afterAll(async () => {
  await t.close()
})

const as = (who: string) => ({ token: tokens[who] })
const viewsOf = async (who: string, list = '/complaints') => {
  const res = await t.get(`/api/views?list=${encodeURIComponent(list)}`, as(who))
  expect(res.status).toBe(200)
  return v.parse(viewsResponse, res.body).data
}
const save = (who: string, body: Record<string, unknown>) =>
  t.post('/api/views', { list: '/complaints', query: { status: 'open', ordering: '-created_at' }, ...body }, as(who))
const del = (who: string, id: string) => request(t.app, 'DELETE', `/api/views/${id}`, undefined, as(who))

describe('/api/views', () => {
  it('401 without a token', async () => {
    expect((await t.get('/api/views?list=/complaints')).status).toBe(401)
    expect((await t.post('/api/views', { list: '/complaints', name: 'x', query: {} })).status).toBe(401)
  })

  it('a view shared with the organisation is listed for everyone who opens that list, and only there', async () => {
    const res = await save('owner', { name: 'Open, newest first', shared: true })
    expect(res.status).toBe(201)
    const saved = v.parse(viewSavedResponse, res.body).data
    expect(saved).toMatchObject({ list: '/complaints', name: 'Open, newest first', shared: true, mine: true, owner_name: 'Aarav Mehta' })
    expect(saved.query).toEqual({ status: 'open', ordering: '-created_at' })

    expect(await viewsOf('support')).toEqual([expect.objectContaining({ id: saved.id, mine: false, shared: true })])
    // Marketing cannot open the complaints, another organisation cannot see the view at all.
    expect(await viewsOf('marketing')).toEqual([])
    expect(await viewsOf('lotus')).toEqual([])
    expect(await viewsOf('owner', '/promo-codes')).toEqual([])
  })

  it('keeps a personal view to its owner', async () => {
    const res = await save('owner', { name: 'Mine only' })
    const id = v.parse(viewSavedResponse, res.body).data.id
    expect((await viewsOf('owner')).map((view) => view.name)).toContain('Mine only')
    expect((await viewsOf('support')).map((view) => view.name)).not.toContain('Mine only')
    expect((await del('support', id)).status).toBe(404)
  })

  it('only the owner changes or deletes a view: 403 for a colleague, 404 for another organisation', async () => {
    const id = (await viewsOf('owner')).find((view) => view.name === 'Open, newest first')?.id ?? ''
    const edit = await t.put(`/api/views/${id}`, { name: 'Hijacked' }, as('support'))
    expect(edit.status).toBe(403)
    expect(edit.body).toMatchObject({ status: false, message: viewMessages.notOwner })
    expect((await del('support', id)).status).toBe(403)
    expect((await t.put(`/api/views/${id}`, { name: 'Hijacked' }, as('lotus'))).status).toBe(404)
    expect((await del('lotus', id)).status).toBe(404)
    expect((await del('owner', 'not-a-uuid')).status).toBe(404)

    const renamed = await t.put(`/api/views/${id}`, { name: 'Open queue' }, as('owner'))
    expect(renamed.status).toBe(200)
    expect(renamed.body).toMatchObject({ data: { name: 'Open queue', shared: true } })
  })

  it('keeps one default per person and list', async () => {
    const first = v.parse(viewSavedResponse, (await save('manager', { name: 'First', is_default: true })).body).data
    const second = v.parse(viewSavedResponse, (await save('manager', { name: 'Second', is_default: true, shared: true })).body).data
    const mine = await viewsOf('manager')
    expect(mine.filter((view) => view.is_default).map((view) => view.id)).toEqual([second.id])
    expect(mine[0]?.id).toBe(second.id)
    // Someone else's default is not yours.
    expect((await viewsOf('support')).find((view) => view.id === second.id)?.is_default).toBe(false)
    await t.put(`/api/views/${first.id}`, { is_default: true }, as('manager'))
    expect((await viewsOf('manager')).filter((view) => view.is_default).map((view) => view.id)).toEqual([first.id])
  })

  it('refuses a name used twice for the same list (409)', async () => {
    await save('owner', { name: 'Twice' })
    const again = await save('owner', { name: 'Twice' })
    expect(again.status).toBe(409)
    expect(again.body).toMatchObject({ errors: { name: [viewMessages.taken] } })
  })

  it.each([
    ['no name', { name: '  ' }, viewMessages.name],
    ['a name over 60 characters', { name: 'x'.repeat(61) }, viewMessages.nameLength],
    ['a list that is not one', { name: 'x', list: '/nowhere' }, viewMessages.list],
    ['31 settings', { name: 'x', query: Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`k${'_'.repeat(i)}`, 'a'])) }, viewMessages.query],
    ['a long setting', { name: 'x', query: { search: 'a'.repeat(201) } }, viewMessages.query],
    ['a nested setting', { name: 'x', query: { search: { deep: true } } }, viewMessages.query],
  ])('400 with a message for %s', async (_name, body, message) => {
    const res = await save('owner', body)
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ status: false, message })
  })

  it('refuses a view of a list the caller cannot open', async () => {
    const res = await save('marketing', { name: 'Not mine to see' })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ errors: { list: [viewMessages.list] } })
  })
})
