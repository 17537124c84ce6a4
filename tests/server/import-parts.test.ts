import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { and, eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { importMessages } from '../../src/contract/import'
import type { Job } from '../../src/contract/jobs'
import { jobPaths } from '../../src/contract/jobs/basics'
import { notifications } from '../../server/areas/inbox/schema'
import { startWebhookJobs } from '../../server/areas/webhooks'
import { totpKey } from '../../server/auth/totp-key'
import { brands, productTemplates, productVariants } from '../../server/areas/catalogue/schema'
import { historyEntries, importParts } from '../../server/kit/schema'
import { demoOrgId, idsOf, signInAs } from './catalogue-fixtures'
import { makeTestContext } from './helpers'
import type { TestContext } from './helpers'

let t: TestContext
let owner: string
let lotusOwner: string
let brandName: string
let templateName: string
let receiver: Server
const received: { type: string; data: Record<string, unknown> }[] = []

beforeAll(async () => {
  // With the queue: an app's commit (Prefer: respond-async) runs as an import job; webhooks are delivered to a receiver here.
  t = await makeTestContext({ jobs: true })
  await startWebhookJobs(t.db, t.jobs!, totpKey(t.env), { retryLimit: 1, retryDelaySeconds: 0.1, timeoutMs: 3000, failuresToDisable: 2, allowPrivate: true })
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      received.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as (typeof received)[number])
      response.writeHead(200).end('ok')
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  lotusOwner = await t.signIn('owner@lotus.example', 'Lotus@2026')
  const kesar = await idsOf(t.db, demoOrgId)
  owner = await signInAs(t, 'owner')
  const [template] = await t.db
    .select({ name: productTemplates.name, brand: brands.name })
    .from(productTemplates)
    .innerJoin(brands, eq(brands.id, productTemplates.brand_id))
    .where(eq(productTemplates.id, kesar.templateId))
  brandName = template?.brand ?? ''
  templateName = template?.name ?? ''
})
afterAll(async () => {
  await new Promise((resolve) => receiver.close(resolve))
  await t.close()
})

const path = '/api/import/product_variants'
const row = (sku: string) => ({ sku, name: `Part ${sku}`, brand: brandName, template: templateName, mrp: '999', price: '799' })
const part = (file: string, index: number, skus: string[]) =>
  t.post(path, { rows: skus.map(row), lines: skus.map((_, at) => index * 3 + at + 2), file, part: index }, { token: owner })
const commit = (file: string, parts: number, key = file) => t.post(`${path}/commit`, { file, parts }, { token: owner, headers: { 'Idempotency-Key': key } })
const variants = (prefix: string) =>
  t.db
    .select({ sku: productVariants.sku })
    .from(productVariants)
    .where(and(eq(productVariants.org_id, demoOrgId), like(productVariants.sku, `${prefix}%`)))
const kept = (file: string) => t.db.select().from(importParts).where(eq(importParts.file, file))

describe('a file imported in parts (POST /api/import/<importer> with file and part, then /commit)', () => {
  it('keeps each checked part without importing it, then imports every part in one commit, once per key', async () => {
    for (const [index, skus] of [['PRT-A1', 'PRT-A2', 'PRT-A3'], ['PRT-A4', 'PRT-A5', 'PRT-A6'], ['PRT-A7']].entries()) {
      const res = await part('file-a', index, skus)
      expect(res.status).toBe(200)
      expect(res.body).toMatchObject({ status: true, valid: skus.length, added: 0, errors: [] })
      expect(res.body.message).toBe(`Part ${index + 1} checked: ${skus.length} product variant${skus.length === 1 ? '' : 's'} ready to import.`)
    }
    expect(await variants('PRT-A')).toEqual([])
    expect(await kept('file-a')).toHaveLength(3)
    const done = await commit('file-a', 3)
    expect(done.status).toBe(200)
    expect(done.body).toMatchObject({ status: true, message: '7 product variants imported.', added: 7, imported_at: expect.any(String) })
    expect((await variants('PRT-A')).map((variant) => variant.sku).sort()).toEqual(['PRT-A1', 'PRT-A2', 'PRT-A3', 'PRT-A4', 'PRT-A5', 'PRT-A6', 'PRT-A7'])
    expect(await kept('file-a')).toEqual([])
    const trail = await t.db.select().from(historyEntries).where(eq(historyEntries.idempotency_key, 'file-a'))
    expect(trail).toHaveLength(7)
    expect(trail.every((entry) => entry.action === 'imported')).toBe(true)
    // The same file again: its parts are checked again, and the commit under the same key adds nothing.
    await part('file-a', 0, ['PRT-A1'])
    const again = await commit('file-a', 3)
    expect(again.body).toMatchObject({ added: 0, message: expect.stringMatching(/^This file was already imported on .+: nothing was added\.$/) })
    expect(await variants('PRT-A')).toHaveLength(7)
    expect((await t.get(`${path}/done/file-a`, { token: owner })).body.imported_at).toBe(done.body.imported_at)
  })

  it('imports nothing when one part cannot be written: a SKU in two parts refuses the whole file', async () => {
    await part('file-b', 0, ['PRT-B1', 'PRT-B2'])
    await part('file-b', 1, ['PRT-B3', 'PRT-B1'])
    const res = await commit('file-b', 2)
    expect(res.status).toBe(409)
    expect(res.body).toMatchObject({ status: false, added: 0, message: 'A variant with this SKU already exists. Nothing was imported; run the check again.' })
    expect(await variants('PRT-B')).toEqual([])
  })

  it('imports nothing when a part was never checked, or when a part has a bad row (which is not kept)', async () => {
    await part('file-c', 0, ['PRT-C1'])
    const bad = await t.post(path, { rows: [row('PRT-C2'), { ...row('PRT-C3'), price: 'lots' }], file: 'file-c', part: 1 }, { token: owner })
    expect(bad.status).toBe(400)
    expect(await kept('file-c')).toHaveLength(1)
    const res = await commit('file-c', 2)
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ status: false, message: importMessages.partMissing(2) })
    expect(await variants('PRT-C')).toEqual([])
    expect(await kept('file-c')).toHaveLength(1)
  })

  it.each([
    ['a file key with a slash', { rows: [row('PRT-D1')], file: 'a/b', part: 0 }, importMessages.badFile],
    ['a part past the last', { rows: [row('PRT-D1')], file: 'file-d', part: 10 }, importMessages.badPart],
    ['a part without its file', { rows: [row('PRT-D1')], part: 0 }, importMessages.badPart],
  ])('400 for %s', async (_name, body, message) => {
    const res = await t.post(path, body, { token: owner })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ status: false, message })
  })

  it('asks for the catalogue area on the commit too (403 for support)', async () => {
    const support = await signInAs(t, 'support')
    expect((await t.post(`${path}/commit`, { file: 'file-e', parts: 1 }, { token: support })).status).toBe(403)
  })
})

describe("an app's commit as a job (Prefer: respond-async; docs/areas/jobs.md#imports)", () => {
  const later = (key: string) => ({ token: owner, headers: { 'Idempotency-Key': key, Prefer: 'respond-async' } })
  const skipping = (file: string, index: number, rows: Record<string, string>[]) =>
    t.post(path, { rows, lines: rows.map((_, at) => index * 3 + at + 2), file, part: index, skip_invalid: true }, { token: owner })
  const job = (body: Record<string, unknown>) => body.data as Job
  async function ended(id: string): Promise<Job> {
    let found: Job | undefined
    await vi.waitFor(
      async () => {
        found = job((await t.get(jobPaths.job(id), { token: owner })).body)
        expect(['done', 'failed', 'cancelled']).toContain(found.state)
      },
      { timeout: 15_000, interval: 100 },
    )
    return found!
  }

  it('answers 202 with the job, writes every row, keeps the skipped rows as a CSV, tells the starter and the webhooks', async () => {
    const hook = await t.post(
      '/api/webhooks',
      { url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/`, event_types: ['import.finished'] },
      { token: owner },
    )
    expect(hook.status).toBe(201)
    expect((await skipping('file-j', 0, [row('PRT-J1'), { ...row('PRT-J2'), price: 'lots' }])).body).toMatchObject({ valid: 1, errors: [{ line: 3 }] })
    await skipping('file-j', 1, [row('PRT-J3')])
    const started = await t.post(`${path}/commit`, { file: 'file-j', parts: 2 }, later('file-j'))
    expect(started.status).toBe(202)
    expect(job(started.body)).toMatchObject({ kind: 'import', subject: 'product_variants', state: 'queued', total: 2 })
    const done = await ended(job(started.body).id)
    expect(done).toMatchObject({
      state: 'done',
      done: 2,
      total: 2,
      failure: null,
      file_name: expect.stringMatching(/^product_variants-skipped-\d{4}-\d{2}-\d{2}\.csv$/),
    })
    expect((await variants('PRT-J')).map((variant) => variant.sku).sort()).toEqual(['PRT-J1', 'PRT-J3'])
    const file = await t.get(jobPaths.file(done.id), { token: owner })
    const [header, skipped, ...rest] = file.text.trimEnd().split('\r\n')
    expect(header).toMatch(/^SKU,.*,Reason$/)
    expect(skipped).toMatch(/^PRT-J2,Part PRT-J2,.*,lots,/)
    expect(skipped!.split(',').at(-1)).not.toBe('')
    expect(rest).toEqual([])
    const [notice] = await t.db.select().from(notifications).where(eq(notifications.record_id, done.id))
    expect(notice).toMatchObject({ kind: 'job_done', title: 'Your import of product variants is done', link: '/jobs' })
    expect((await t.get(`${path}/done/file-j`, { token: owner })).body.imported_at).toEqual(expect.any(String))
    await vi.waitFor(() => expect(received.find((event) => event.type === 'import.finished')).toBeDefined(), { timeout: 10_000, interval: 100 })
    expect(received.find((event) => event.type === 'import.finished')!.data).toEqual({
      job_id: done.id,
      record_type: 'product_variant',
      importer: 'product_variants',
      imported: 2,
      skipped: 1,
    })
    // Another organisation sees nothing of it: not the job, not its file, not in its list.
    expect((await t.get(jobPaths.job(done.id), { token: lotusOwner })).status).toBe(404)
    expect((await t.get(jobPaths.file(done.id), { token: lotusOwner })).status).toBe(404)
    expect(((await t.get(jobPaths.list, { token: lotusOwner })).body.data as Job[]).map((each) => each.id)).not.toContain(done.id)
  })

  it('stores nothing when the commit fails (a SKU in two parts): the job fails with the reason and frees the file for another try', async () => {
    await skipping('file-k', 0, [row('PRT-K1'), row('PRT-K2')])
    await skipping('file-k', 1, [row('PRT-K3'), row('PRT-K1')])
    const started = await t.post(`${path}/commit`, { file: 'file-k', parts: 2 }, later('file-k'))
    const failed = await ended(job(started.body).id)
    expect(failed).toMatchObject({ state: 'failed', done: 0, failure: 'A variant with this SKU already exists. Nothing was imported; run the check again.' })
    expect(await variants('PRT-K')).toEqual([])
    expect(await kept('file-k')).toHaveLength(2)
    const again = await t.post(`${path}/commit`, { file: 'file-k', parts: 2 }, later('file-k'))
    expect(again.status).toBe(202)
    expect(job(again.body).id).not.toBe(failed.id)
    await ended(job(again.body).id)
  })

  // Last: the queue's workers stop here, so the job surely waits queued (no worker to race the cancel).
  it('a job cancelled before its commit writes nothing and keeps its parts; retry from /jobs queues it again', async () => {
    await t.jobs!.stop(5000)
    await skipping('file-l', 0, [row('PRT-L1')])
    const started = await t.post(`${path}/commit`, { file: 'file-l', parts: 1 }, later('file-l'))
    expect(started.status).toBe(202)
    const id = job(started.body).id
    expect((await t.post(jobPaths.cancel(id), {}, { token: lotusOwner })).status).toBe(404)
    const cancelled = await t.post(jobPaths.cancel(id), {}, { token: owner })
    expect(cancelled.status).toBe(200)
    expect(job(cancelled.body)).toMatchObject({ state: 'cancelled', done: 0 })
    expect(await variants('PRT-L')).toEqual([])
    expect(await kept('file-l')).toHaveLength(1)
    expect((await t.post(jobPaths.retry(id), {}, { token: lotusOwner })).status).toBe(404)
    const retried = await t.post(jobPaths.retry(id), {}, { token: owner })
    expect(retried.status).toBe(200)
    expect(job(retried.body)).toMatchObject({ state: 'queued', failure: null })
  })
})
