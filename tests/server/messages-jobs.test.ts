import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { jobs } from '../../server/areas/jobs/schema'
import type { OutgoingMessage } from '../../server/auth/code-transport'
import type { Job } from '../../src/contract/jobs'
import { demoOrgId } from './catalogue-fixtures'
import { startMsg91Harness } from './message-harness'

// An organisation's messages on its Jobs screen (docs/areas/jobs.md#messages): a member's sign-in code is a job of
// kind 'message' that says where it went (masked) and how it ended, never the code; a refusal is failed with its
// reason and is not retried from the screen; a message cancelled while it waits for its retry is not sent again.

let t: Awaited<ReturnType<typeof startMsg91Harness>>
let msg91: typeof t.msg91
let owner: string

beforeAll(async () => {
  t = await startMsg91Harness()
  msg91 = t.msg91
  // The owner's own sign-in: the code read from the stand-in's request.
  expect((await t.post('/api/accounts/login', { email: 'owner@kesar.example', password: 'Kesar@2026' })).status).toBe(200)
  await vi.waitFor(() => expect(msg91.requests).toHaveLength(1), { timeout: 15_000, interval: 200 })
  const otp = (msg91.requests[0]!.body.recipients as { otp: string }[])[0]!.otp
  const verified = await t.post('/api/accounts/verify-otp', { email: 'owner@kesar.example', otp })
  owner = verified.body.token as string
  expect(owner).toEqual(expect.any(String))
})

afterAll(async () => {
  await t?.close()
})

beforeEach(() => {
  msg91.requests.length = 0
})

const messageJobs = async () => {
  const listed = await t.get('/api/jobs?kind=message&ordering=-created_at&page_size=50', { token: owner })
  expect(listed.status).toBe(200)
  return listed.body.data as Job[]
}
const settledRow = (id: string, state: Job['state']) =>
  vi.waitFor(
    async () => {
      const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, id))
      expect(row?.state).toBe(state)
      return row!
    },
    { timeout: 20_000, interval: 200 },
  )

/** A sign-in code of the demo organisation's owner, queued as the server queues one. */
const code = (to: string, otp: string): OutgoingMessage => ({
  channel: 'sms',
  to,
  email: 'owner@kesar.example',
  purpose: 'login',
  code: otp,
  language: 'en',
  org: { id: demoOrgId, by: null },
})

describe('messages on the Jobs screen', () => {
  it("lists a member's sign-in code as a message job: where it went (masked), sent, and no code in the row", async () => {
    const [login] = await messageJobs()
    expect(login).toMatchObject({ kind: 'message', subject: 'login', recipient: '+91•••••3210', failure: null })
    const row = await settledRow(login!.id, 'done')
    expect(row).toMatchObject({ org_id: demoOrgId, done: 1, total: 1 })
    expect(row.finished_at).not.toBeNull()
    expect(row.input).not.toMatch(/\d{6}|9876543210/)
  })

  it('a refusal is failed with its reason, and retry from the screen is refused (a new code is asked for instead)', async () => {
    msg91.script({ status: 400, body: { type: 'error', message: 'Mobile number is invalid' } })
    const id = await t.messages.queued(code('+910000000001', '515151'))
    const failed = await vi.waitFor(
      async () => {
        const [row] = await t.database.db.select().from(jobs).where(eq(jobs.queue_job_id, id))
        expect(row?.state).toBe('failed')
        return row!
      },
      { timeout: 20_000, interval: 200 },
    )
    expect(failed.failure).toBe('MSG91 refused (400): Mobile number is invalid')
    const listed = (await messageJobs()).find((job) => job.id === failed.id)
    expect(listed).toMatchObject({ state: 'failed', failure: 'MSG91 refused (400): Mobile number is invalid', recipient: '+91•••••0001' })
    expect((await t.post(`/api/jobs/${failed.id}/retry`, {}, { token: owner })).status).toBe(409)
    expect(msg91.requests).toHaveLength(1)
  })

  it('a message cancelled while it waits for its retry is not sent again', async () => {
    msg91.script({ status: 503, body: { type: 'error', message: 'Service unavailable' } })
    const id = await t.messages.queued(code('+919812345611', '424242'))
    const [row] = await vi.waitFor(
      async () => {
        const rows = await t.database.db.select().from(jobs).where(eq(jobs.queue_job_id, id))
        expect(rows[0]?.failure).toBe('MSG91 answered 503: Service unavailable')
        return rows
      },
      { timeout: 15_000, interval: 100 },
    )
    expect(row!.state).toBe('queued')
    expect((await t.post(`/api/jobs/${row!.id}/cancel`, {}, { token: owner })).status).toBe(200)
    // The queue retries after a second: the worker finds the row cancelled and sends nothing.
    await vi.waitFor(async () => expect((await t.job(id))?.state).toBe('completed'), { timeout: 20_000, interval: 200 })
    expect(msg91.requests).toHaveLength(1)
    expect((await t.job(id))?.output).toMatchObject({ skipped: 'cancelled' })
    expect(JSON.stringify((await t.job(id))?.data)).not.toContain('424242')
    expect((await settledRow(row!.id, 'cancelled')).state).toBe('cancelled')
  })
})
