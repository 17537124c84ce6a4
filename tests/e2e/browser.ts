import { mkdirSync, readFileSync } from 'node:fs'
import { chromium, type Browser, type BrowserContext, type Download, type Page } from 'playwright-core'
import { inject, vi } from 'vitest'
import { CHROMIUM, chromiumArgs } from './chromium'

const baseUrl = () => inject('baseUrl')
export const SCREENSHOTS = 'test-results/screenshots'

export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const

/** `extra`: a file's own flags (the scanner's fake camera). */
export function launchBrowser(extra: readonly string[] = []): Promise<Browser> {
  // One browser for the run (tests/e2e/global-setup.ts): starting one per file cost about a second each. A file with
  // flags of its own (the scanner's fake camera) starts its own.
  if (extra.length === 0) return chromium.connect(inject('browserEndpoint'))
  return launchOwnBrowser(extra)
}

/** A browser of the file's own: for flags, or for what is browser-wide (push messages and the DevTools service-worker events). */
export function launchOwnBrowser(extra: readonly string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: [...chromiumArgs, ...extra] })
}

let contexts = 0
// The files share this module (vitest.config.ts: isolate false) and its count of contexts, so no two contexts of a run
// share an address (nor the per-address sign-in limits); a random second octet keeps a rerun apart from the last run.
const network = 20 + Math.floor(Math.random() * 200)

/**
 * Each context is its own client address (the server trusts X-Forwarded-For here), so the
 * per-IP sign-in limits hold for real while the suite signs in many times from one machine.
 */
export async function newContext(browser: Browser, viewport: keyof typeof viewports = 'desktop'): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: viewports[viewport],
    isMobile: viewport === 'phone',
    hasTouch: viewport === 'phone',
    serviceWorkers: 'allow',
    extraHTTPHeaders: { 'x-forwarded-for': `10.${network}.${Math.floor(contexts / 250)}.${(contexts++ % 250) + 1}` },
  })
  context.setDefaultTimeout(10_000)
  return context
}

type OutboxEntry = { channel: 'sms' | 'email'; email: string; purpose: 'login' | 'reset' | 'invite'; code: string; link?: string; to: string }

/** The latest code the server sent this email for this purpose, read from the file outbox. */
export async function latestCode(email: string, purpose: 'login' | 'reset', after = 0): Promise<string> {
  // Polls the outbox until the code is in it (the server writes it while it answers).
  return vi.waitFor(
    () => {
      const entries = readOutbox().filter((entry) => entry.email === email && entry.purpose === purpose)
      if (entries.length <= after) throw new Error(`No ${purpose} code for ${email} in the outbox`)
      return entries[entries.length - 1]!.code
    },
    { timeout: 5000, interval: 50 },
  )
}

/** The link of the latest invite sent to this email, read from the file outbox (the only place its token is). */
export async function latestInviteLink(email: string): Promise<string> {
  return vi.waitFor(
    () => {
      const link = readOutbox()
        .filter((entry) => entry.email === email && entry.purpose === 'invite')
        .at(-1)?.link
      if (!link) throw new Error(`No invite for ${email} in the outbox`)
      return link
    },
    { timeout: 5000, interval: 50 },
  )
}

export function codeCount(email: string, purpose: 'login' | 'reset'): number {
  return readOutbox().filter((entry) => entry.email === email && entry.purpose === purpose).length
}

function readOutbox(): OutboxEntry[] {
  try {
    return readFileSync(inject('outbox'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as OutboxEntry)
  } catch {
    return []
  }
}

/** What a download holds, as text: read over the browser's connection (the run's browser is shared, its files are not local). */
export async function downloadedText(download: Download): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true })
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true })
}

/** Email and password on /login, up to the code screen; answers how many codes the outbox held before, for `latestCode`. */
export async function startSignIn(page: Page, email: string, password: string): Promise<number> {
  const before = codeCount(email, 'login')
  await page.goto('/login')
  await page.getByLabel('Email address').fill(email)
  await page.getByLabel(/^Password/).fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await page.waitForURL('**/sms-otp-verify**')
  return before
}

/** Signs in through the UI: email and password, then the SMS code from the outbox; the app lands on the dashboard. */
export async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  const before = await startSignIn(page, email, password)
  // The sixth digit sends the code by itself.
  await page.getByLabel(/One-time code/).fill(await latestCode(email, 'login', before))
  await page.waitForURL('**/dashboard')
}

/**
 * Signs in as the sign-in screens do, through the API: the password, then the SMS code from the outbox, a real session
 * whose token the app keeps as it does after its own sign-in (src/features/auth/session.ts); then opens `to`, the
 * dashboard unless said (`null`: none). The screens themselves are auth-flows' and code-entry's subject: going through them in every
 * test, and through the dashboard on the way to the test's own page, was about 2 s a test.
 */
export async function signIn(page: Page, email: string, password: string, to: string | null = '/dashboard'): Promise<void> {
  const request = page.context().request
  const before = codeCount(email, 'login')
  // A password check waits its turn on a busy embedded database: more than the context's 10 s for a click.
  const login = await request.post('/api/accounts/login', { data: { email, password }, timeout: 30_000 })
  if (!login.ok()) throw new Error(`Signing in ${email}: ${login.status()} ${await login.text()}`)
  const verified = await request.post('/api/accounts/verify-otp', { data: { email, otp: await latestCode(email, 'login', before) }, timeout: 30_000 })
  const body = (await verified.json()) as { token?: string; data?: { erp_org_name?: string; erp_org_image?: string | null } }
  if (!verified.ok() || !body.token) throw new Error(`Signing in ${email}: ${verified.status()} ${JSON.stringify(body)}`)
  // A page of the app's origin that is not the app, to write its storage before it starts.
  await page.goto('/robots.txt')
  await page.evaluate(
    ({ token, org }) => {
      localStorage.setItem('authToken', token)
      localStorage.setItem('erp_org_name', org?.erp_org_name ?? '')
      if (org?.erp_org_image) localStorage.setItem('erp_org_image', org.erp_org_image)
    },
    { token: body.token, org: body.data },
  )
  // `null`: the app not started yet, for a test that changes what the app starts with (an expired token, a dead API).
  if (to !== null) await page.goto(to)
}

/**
 * Waits until the app could open offline what the user just saw: its service worker is active (it
 * registers once the page is idle, later on a loaded machine) and its saved query cache (IndexedDB,
 * written at most once a second) holds every fragment. A fragment that names its query is looked for in that query's
 * data alone: the same text in another query (the Activity list holds the same entry) says nothing of this one's copy.
 */
/** A fragment of the saved copy: any text in it, or text in the data of a query whose key starts with `query`. */
type SavedFragment = string | { query: readonly unknown[]; holds: string }
type SavedClient = { clientState?: { queries?: { queryKey: unknown[]; state: { data?: unknown } }[] } }

function copyHolds(copy: string, fragment: SavedFragment): boolean {
  if (typeof fragment === 'string') return copy.includes(fragment)
  let saved: SavedClient
  try {
    saved = JSON.parse(copy) as SavedClient
  } catch {
    return false
  }
  const prefix = JSON.stringify(fragment.query).slice(0, -1)
  return (saved.clientState?.queries ?? []).some(
    ({ queryKey, state }) => JSON.stringify(queryKey).startsWith(prefix) && JSON.stringify(state.data ?? null).includes(fragment.holds),
  )
}

export async function waitForSavedCopy(page: Page, ...fragments: SavedFragment[]): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  const savedCopy = () =>
    page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const request = indexedDB.open('keyval-store')
          request.onerror = () => resolve('')
          request.onsuccess = () => {
            const db = request.result
            if (!db.objectStoreNames.contains('keyval')) return resolve('')
            const read = db.transaction('keyval').objectStore('keyval').get('back-office-query-cache')
            read.onsuccess = () => resolve(typeof read.result === 'string' ? read.result : '')
            read.onerror = () => resolve('')
          }
        }),
    )
  const holdsAll = async () => {
    const copy = await savedCopy()
    if (!fragments.every((fragment) => copyHolds(copy, fragment))) throw new Error('not saved yet')
  }
  // Polls IndexedDB until the copy holds every fragment.
  const held = await vi.waitFor(holdsAll, { timeout: 10_000, interval: 100 }).then(
    () => true,
    () => false,
  )
  if (held) return
  const saved = await savedCopy()
  // Which queries the copy did hold, for whoever reads the failure.
  const queryKeys = /"queryKey":(\[[^\]]*\])/g
  const keys = [...saved.matchAll(queryKeys)].map((match) => match[1]).join(' ')
  const wanted = fragments.map((fragment) => (typeof fragment === 'string' ? fragment : `${JSON.stringify(fragment.query)}: ${fragment.holds}`))
  throw new Error(`The saved query cache never held ${wanted.join(', ')}; it held ${keys || 'nothing'}`)
}
