import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { freePort, postgresFor, spawnApi, stopApi, waitForStart } from '../server/api-process'
import type { ApiProcess } from '../server/api-process'
import { launchBrowser, viewports } from './browser'

/**
 * Live updates across two API processes over one PostgreSQL database, as behind a load balancer: support A's desk on
 * one process, support B's on the other (docs/history.md#live-updates). The database is `<test database>_live`, made
 * here (the role may create databases, .ci/run), its own, so a server suite run beside it never empties it
 * (tests/server/events-processes.test.ts empties `_events`); else the test database itself, emptied first. PostgreSQL is required: in CI an unreachable server fails this file.
 */
const testUrl = process.env.TEST_DATABASE_URL ?? 'postgres://backoffice:backoffice@127.0.0.1:5432/backoffice_test'
let browser: Browser | undefined
let apis: ApiProcess[] = []
let root: string

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'backoffice-live-e2e-'))
  const main = await postgresFor(testUrl, 'The browser test of live updates on two processes')
  if (!main) return
  const name = `${new URL(testUrl).pathname.slice(1)}_live`
  let url = new URL(testUrl)
  url.pathname = `/${name}`
  try {
    const { rowCount } = await main.query('select 1 from pg_database where datname = $1', [name])
    if (!rowCount) await main.query(`create database "${name.replace(/"/g, '""')}"`)
  } catch {
    // No CREATEDB for this role: the test database itself, emptied below.
    url = new URL(testUrl)
  } finally {
    await main.end()
  }
  const admin = await postgresFor(url.toString(), 'The browser test of live updates on two processes')
  await admin?.query('drop schema if exists drizzle cascade; drop schema if exists public cascade; create schema public;')
  await admin?.end()
  const env = { DATABASE_URL: url.toString(), SEED_DEMO: 'true', NODE_ENV: 'test', ADS_START: 'off', TRUST_PROXY: '1', STATIC_DIR: resolve('dist') }
  apis = [spawnApi(root, await freePort(), env), spawnApi(root, await freePort(), env)]
  for (const api of apis) await waitForStart(api, 120_000)
  browser = await launchBrowser()
}, 180_000)

afterAll(async () => {
  await browser?.close()
  await Promise.all(apis.map(stopApi))
  rmSync(root, { recursive: true, force: true })
})

function codesSent(): { email: string; code: string }[] {
  try {
    return readFileSync(join(root, 'outbox.jsonl'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { email: string; code: string })
  } catch {
    return []
  }
}

let people = 0
async function deskOn(api: ApiProcess | undefined, email: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await (browser as Browser).newContext({
    baseURL: api?.base,
    viewport: viewports.desktop,
    extraHTTPHeaders: { 'x-forwarded-for': `10.77.0.${(people += 1)}` },
  })
  context.setDefaultTimeout(10_000)
  const page = await context.newPage()
  const before = codesSent().length
  await page.goto('/login')
  await page.getByLabel('Email address').fill(email)
  await page.getByLabel(/^Password/).fill('Kesar@2026')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await page.waitForURL('**/sms-otp-verify**')
  const code = await vi.waitFor(() => {
    const sent = codesSent()
      .slice(before)
      .filter((entry) => entry.email === email)
    if (!sent.length) throw new Error('no code yet')
    return sent[sent.length - 1]?.code ?? ''
  })
  await page.getByLabel(/One-time code/).fill(code)
  await page.waitForURL('**/dashboard')
  return { context, page }
}

const statusOnTicket = (page: Page, status: string) => page.getByRole('main').getByText(status, { exact: true }).first()

describe('live updates on two API processes', () => {
  it("shows what A resolves on one process on B's open ticket served by the other, and what A closed while B was offline", async () => {
    if (!browser) return
    const a = await deskOn(apis[0], 'owner@kesar.example')
    const b = await deskOn(apis[1], 'support@kesar.example')
    try {
      const token = await b.page.evaluate(() => localStorage.getItem('authToken'))
      const list = await b.page.request.get('/api/brand_complaints/get_complaints?status=open&page_size=1', { headers: { authorization: `Bearer ${token}` } })
      const ticket = ((await list.json()) as { data: Record<string, string>[] }).data[0]
      expect(ticket).toBeDefined()
      await b.page.goto(`/complaints/view/${ticket?.complaint_id}`)
      await statusOnTicket(b.page, 'Open').waitFor()

      await a.page.goto(`/complaints/view/${ticket?.complaint_id}`)
      await a.page.getByRole('button', { name: 'Start work' }).click()
      await statusOnTicket(b.page, 'In progress').waitFor({ timeout: 5000 })
      await a.page.getByRole('button', { name: 'Resolve' }).click()
      await a.page.getByRole('dialog', { name: 'Resolve this complaint?' }).getByRole('button', { name: 'Resolve' }).click()
      await statusOnTicket(b.page, 'Resolved').waitFor({ timeout: 5000 })

      await b.context.setOffline(true)
      await a.page.getByRole('button', { name: 'Close' }).click()
      await a.page.getByRole('dialog', { name: 'Close this complaint?' }).getByRole('button', { name: 'Close' }).click()
      await statusOnTicket(a.page, 'Closed').waitFor()
      await b.context.setOffline(false)
      await statusOnTicket(b.page, 'Closed').waitFor({ timeout: 10_000 })
    } finally {
      await a.context.close()
      await b.context.close()
    }
  })
})
