import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { jobPaths } from '../../src/contract/jobs/basics'
import type { Job } from '../../src/contract/jobs'
import type { HistoryEntry } from '../../src/contract/history'
import { signInAs } from './catalogue-fixtures'
import { makeTestContext } from './helpers'
import type { TestContext } from './helpers'

// Every list with a CSV export exports in the background (docs/areas/jobs.md#large-exports): here any export asked
// with `Prefer: respond-async` is large enough (exportRows 0), so each list of the OpenAPI document with `format=csv`
// must answer 202 with a job, and its job must write the rows the owner's list has.

let t: TestContext
let owner: string
beforeAll(async () => {
  t = await makeTestContext({ jobs: true, exportRows: 0 })
  owner = await signInAs(t, 'owner')
})
afterAll(async () => {
  await t.close()
})

type Parameter = { name: string; in: string; schema?: { enum?: string[] } }
type Document = { paths: Record<string, { get?: { parameters?: Parameter[] } }> }

/** The GET routes of the API whose query takes format=csv, as the OpenAPI document says (so a new list is met here). */
async function csvLists(): Promise<string[]> {
  const document = (await t.get('/api/openapi.json', { token: owner })).body as unknown as Document
  return Object.entries(document.paths)
    .filter(
      ([path, item]) =>
        path.startsWith('/api/') && item.get?.parameters?.some((p) => p.in === 'query' && p.name === 'format' && p.schema?.enum?.includes('csv')),
    )
    .map(([path]) => path)
}

describe('every list with a CSV export', () => {
  it('answers a job for Prefer: respond-async, and the job writes every row of the list', async () => {
    const paths = await csvLists()
    expect(paths.length).toBeGreaterThan(15)
    // A record's history needs a record: the first of the organisation's activity.
    const [entry] = (await t.get('/api/activity?page_size=1', { token: owner })).body.data as HistoryEntry[]
    const started: { path: string; total: number; job: Job }[] = []
    // The Jobs list and the inbox last: they grow with every export started (a job) and ended (a notification) here.
    const growing = (path: string) => path === jobPaths.list || path === '/api/notifications'
    // A webhook endpoint's delivery log needs an endpoint (nothing is delivered: its changes are made before it).
    const hook = await t.post('/api/webhooks', { url: 'http://127.0.0.1:9/hook', event_types: ['promo_code'] }, { token: owner })
    expect(hook.status).toBe(201)
    const hookId = (hook.body.data as { id: string }).id
    for (const template of paths.sort((a, b) => Number(growing(a)) - Number(growing(b)))) {
      const path = template.startsWith('/api/webhooks/{id}')
        ? template.replace('{id}', hookId)
        : template.replace('{type}', entry!.record_type).replace('{id}', entry!.record_id)
      const listed = await t.get(`${path}?page_size=1`, { token: owner })
      expect(listed.status, path).toBe(200)
      // Not a list (the variant grid takes the variants list's query, format included, and answers its own shape).
      if (!('pagination' in listed.body)) continue
      const total = (listed.body.pagination as { total: number }).total
      const answer = await t.get(`${path}?format=csv`, { token: owner, headers: { Prefer: 'respond-async' } })
      expect(answer.status, path).toBe(202)
      const job = answer.body.data as Job
      // A worker may have taken it already (PostgreSQL: another connection) by the time the answer reads it.
      expect({ path, kind: job.kind, waiting: ['queued', 'running'].includes(job.state) }).toEqual({ path, kind: 'export', waiting: true })
      started.push({ path, total, job })
    }
    for (const { path, total, job } of started) {
      let ended: Job | undefined
      await vi.waitFor(
        async () => {
          ended = (await t.get(jobPaths.job(job.id), { token: owner })).body.data as Job
          expect(['done', 'failed']).toContain(ended.state)
        },
        { timeout: 30_000, interval: 200 },
      )
      expect({ path, state: ended!.state, failure: ended!.failure }).toEqual({ path, state: 'done', failure: null })
      if (growing(path)) expect(ended!.done).toBeGreaterThanOrEqual(total)
      else expect({ path, done: ended!.done }).toEqual({ path, done: total })
    }
    // One subject per list (what /jobs names), so two lists never share a name.
    expect(new Set(started.map(({ job }) => job.subject)).size).toBe(started.length)
  })
})
