import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { backgroundExportRows, jobPaths } from '../../src/contract/jobs/basics'
import type { Job } from '../../src/contract/jobs'
import { subscribers } from '../../server/areas/subscribers/schema'
import { jobs } from '../../server/areas/jobs/schema'
import { demoOrgId, lotusOrgId, signInAs } from './catalogue-fixtures'
import { makeTestContext } from './helpers'
import { openEvents } from './event-stream'
import type { TestContext } from './helpers'

// Large CSV exports as jobs (docs/areas/jobs.md): queued by the list, worked by the export queue, listed in /jobs for
// the owner, downloaded by the owner or the person who started it, never across organisations.

let t: TestContext
let owner: string
let manager: string
let marketing: string
let lotusOwner: string
const subscribersPath = '/api/subscribers/get_erp_subscribers'
const later = { headers: { Prefer: 'respond-async' } }
const rows = backgroundExportRows + 700

beforeAll(async () => {
  t = await makeTestContext({ jobs: true })
  owner = await signInAs(t, 'owner')
  manager = await signInAs(t, 'manager')
  marketing = await signInAs(t, 'marketing')
  lotusOwner = await t.signIn('owner@lotus.example', 'Lotus@2026')
  for (let start = 0; start < rows; start += 500)
    await t.db.insert(subscribers).values(
      Array.from({ length: Math.min(500, rows - start) }, (_, offset) => {
        const index = start + offset
        return {
          org_id: demoOrgId,
          name: `Jobrow ${String(index).padStart(5, '0')}`,
          phone: `+9171${String(index).padStart(8, '0')}`,
          email: `jobrow${index}@example.com`,
          city: 'delhi' as const,
          plan: 'basic' as const,
          status: 'active' as const,
          since: new Date(Date.UTC(2025, 0, 1) + index * 60_000),
        }
      }),
    )
})
afterAll(async () => {
  await t.close()
})

const jobOf = (body: Record<string, unknown>) => body.data as Job
async function finished(id: string, token: string): Promise<Job> {
  let job: Job | undefined
  await vi.waitFor(
    async () => {
      job = jobOf((await t.get(jobPaths.job(id), { token })).body)
      expect(['done', 'failed', 'cancelled']).toContain(job.state)
    },
    { timeout: 30_000, interval: 200 },
  )
  return job!
}

describe('a large export runs as a job', () => {
  let exported: Job
  it('answers 202 with a queued job, and the job writes the same CSV as the stream, row for row', async () => {
    const query = `${subscribersPath}?format=csv&search=Jobrow&ordering=-name`
    const started = await t.get(query, { token: owner, ...later })
    expect(started.status).toBe(202)
    expect(jobOf(started.body)).toMatchObject({ kind: 'export', subject: 'subscribers', state: 'queued' })
    exported = await finished(jobOf(started.body).id, owner)
    expect(exported).toMatchObject({ state: 'done', done: rows, total: rows, failure: null })
    expect(exported.file_name).toMatch(/^subscribers-\d{4}-\d{2}-\d{2}\.csv$/)
    const file = await t.get(jobPaths.file(exported.id), { token: owner })
    expect(file.status).toBe(200)
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="${exported.file_name}"`)
    const streamed = await t.get(query, { token: owner })
    expect(streamed.status).toBe(200)
    expect(file.text).toBe(streamed.text)
    const lines = file.text.trimEnd().split('\r\n')
    expect(lines).toHaveLength(rows + 1)
    expect(lines[1]).toContain(`Jobrow ${String(rows - 1).padStart(5, '0')}`)
  })

  it('reads the list as its starter reads it (marketing sees masked contacts), in their language', async () => {
    const query = `${subscribersPath}?format=csv&search=Jobrow`
    const headers = { Prefer: 'respond-async', 'Accept-Language': 'hi' }
    const started = await t.get(query, { token: marketing, headers })
    expect(started.status).toBe(202)
    const job = await finished(jobOf(started.body).id, marketing)
    const file = await t.get(jobPaths.file(job.id), { token: marketing })
    const streamed = await t.get(query, { token: marketing, headers: { 'Accept-Language': 'hi' } })
    expect(file.text).toBe(streamed.text)
    expect(file.text).toContain('+91******0001')
    expect(file.text).not.toContain('+917100000001')
  })

  it('streams a small export at once, as before', async () => {
    const small = await t.get(`${subscribersPath}?format=csv&search=Jobrow%2000001`, { token: owner, ...later })
    expect(small.status).toBe(200)
    expect(small.headers.get('content-type')).toContain('text/csv')
  })

  it("lists the organisation's jobs for the owner only, and never another organisation's", async () => {
    const list = await t.get(`${jobPaths.list}?kind=export`, { token: owner })
    expect(list.status).toBe(200)
    const ids = (list.body.data as Job[]).map((job) => job.id)
    expect(ids).toContain(exported.id)
    expect((await t.get(jobPaths.list, { token: manager })).status).toBe(403)
    const lotus = await t.get(jobPaths.list, { token: lotusOwner })
    expect(lotus.status).toBe(200)
    expect((lotus.body.data as Job[]).map((job) => job.id)).not.toContain(exported.id)
    const [row] = await t.db.select({ org: jobs.org_id }).from(jobs).where(eq(jobs.id, exported.id))
    expect(row?.org).toBe(demoOrgId)
    expect(row?.org).not.toBe(lotusOrgId)
  })

  it("refuses another organisation's job and file, and another member's, with 404", async () => {
    expect((await t.get(jobPaths.job(exported.id), { token: lotusOwner })).status).toBe(404)
    const download = await t.get(jobPaths.file(exported.id), { token: lotusOwner })
    expect(download.status).toBe(404)
    expect(download.text).not.toContain('Jobrow')
    // The manager did not start it and has no Jobs screen.
    expect((await t.get(jobPaths.file(exported.id), { token: manager })).status).toBe(404)
    expect((await t.post(jobPaths.cancel(exported.id), {}, { token: lotusOwner })).status).toBe(404)
  })

  it('lets the person who started an export follow and download it, but not retry or cancel (the Jobs screen is the owner’s)', async () => {
    const started = await t.get(`${subscribersPath}?format=csv&search=Jobrow`, { token: manager, ...later })
    expect(started.status).toBe(202)
    const job = await finished(jobOf(started.body).id, manager)
    expect(job.state).toBe('done')
    expect((await t.get(jobPaths.file(job.id), { token: manager })).status).toBe(200)
    expect((await t.post(jobPaths.retry(job.id), {}, { token: manager })).status).toBe(403)
    expect((await t.post(jobPaths.cancel(job.id), {}, { token: manager })).status).toBe(403)
  })
})

describe('/jobs is live', () => {
  it("tells the owner's stream and the starter's of each change of a job (state, progress), and no one else's", async () => {
    const open = (token: string) => openEvents((path, init) => t.app.request(path, init), token)
    const [ownerStream, managerStream, marketingStream] = await Promise.all([open(owner), open(manager), open(marketing)])
    try {
      const started = await t.get(`${subscribersPath}?format=csv&search=Jobrow`, { token: manager, ...later })
      const id = jobOf(started.body).id
      const ofJob = (event: { event: string; data: Record<string, unknown> }) => event.event === 'job' && event.data.id === id
      await finished(id, manager)
      // Queued, running, its progress and done: each comes to the owner (who opens /jobs) and the manager (who started it).
      for (const stream of [ownerStream, managerStream]) {
        await stream.next(ofJob, 10_000)
        await vi.waitFor(() => expect(stream.events.filter(ofJob).length).toBeGreaterThanOrEqual(4), { timeout: 10_000 })
      }
      // Marketing neither opens /jobs nor started it.
      expect(marketingStream.events.filter((event) => event.event === 'job')).toEqual([])
    } finally {
      for (const stream of [ownerStream, managerStream, marketingStream]) stream.close()
    }
  })
})

describe('retry and cancel', () => {
  it('cancels a queued export, refuses to cancel it twice, and runs it again on retry', async () => {
    const started = await t.get(`${subscribersPath}?format=csv&search=Jobrow`, { token: owner, ...later })
    const id = jobOf(started.body).id
    const cancelled = await t.post(jobPaths.cancel(id), {}, { token: owner })
    expect(cancelled.status).toBe(200)
    expect(jobOf(cancelled.body).state).toBe('cancelled')
    const again = await t.post(jobPaths.cancel(id), {}, { token: owner })
    expect(again.status).toBe(409)
    expect(again.body.message).toBe('This job has already ended.')
    expect((await t.get(jobPaths.file(id), { token: owner })).status).toBe(404)
    const retried = await t.post(jobPaths.retry(id), {}, { token: owner })
    expect(retried.status).toBe(200)
    // Queued again; on PostgreSQL the worker may already have taken it by the time the answer is read.
    expect(['queued', 'running']).toContain(jobOf(retried.body).state)
    const done = await finished(id, owner)
    expect(done).toMatchObject({ state: 'done', done: rows })
    const retryDone = await t.post(jobPaths.retry(id), {}, { token: owner })
    expect(retryDone.status).toBe(409)
    expect(retryDone.body.message).toBe('Only a failed or cancelled job can be run again.')
  })

  it('fails an export whose list is gone with its reason, at once', async () => {
    const [row] = await t.db
      .insert(jobs)
      .values({ org_id: demoOrgId, kind: 'export', subject: 'nothing-here', state: 'cancelled', input: '{"query":{},"locale":"en"}' })
      .returning({ id: jobs.id })
    expect((await t.post(jobPaths.retry(row!.id), {}, { token: owner })).status).toBe(200)
    const failed = await finished(row!.id, owner)
    expect(failed).toMatchObject({ state: 'failed', failure: 'This list can no longer be exported.' })
    const listed = await t.get(`${jobPaths.list}?state=failed`, { token: owner })
    expect((listed.body.data as Job[]).map((job) => job.id)).toEqual([row!.id])
  })

  it('answers an unknown or malformed id with 404 or 400', async () => {
    expect((await t.get(jobPaths.job('6b0f3c1e-9a57-4f5e-8a7b-2d4c1e0a5999'), { token: owner })).status).toBe(404)
    expect((await t.get(jobPaths.job('nope'), { token: owner })).status).toBe(400)
  })
})
