import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Browser, Response } from 'playwright-core'
import { kb, printTable } from './stats'

// Issue 19: the page paints from its HTML (dist/login.html), so the budget before paint is 120 KB and 150 KB until idle.
const budgetBytes = 120 * 1024
const idleBudgetBytes = 150 * 1024
const gzipSize = (body: Buffer) => gzipSync(body, { level: 9 }).length

/** `toPaint`: requested before the sign-in form was on screen; what comes later (service worker registration, idle work) is not needed to paint. */
export type AssetSize = { file: string; type: string; raw: number; gzip: number; transfer: number; encoding: string; toPaint: boolean }
export type DistFile = { file: string; gzip: number; onLogin: boolean; entry: boolean }
export type BytesResult = {
  login: { assets: AssetSize[]; gzipTotal: number; transferTotal: number; gzipUntilIdle: number; budget: number; withinBudget: boolean }
  largestChunk: DistFile
  /** The largest lazily loaded chunk (not named in index.html). */
  largestRouteChunk: DistFile | null
  topChunks: DistFile[]
  serviceWorkerGzip: number
  allAssetsGzip: number
}

async function describe(response: Response, toPaint: boolean): Promise<AssetSize> {
  const body = await response.body()
  const sizes = await response.request().sizes()
  return {
    file: new URL(response.url()).pathname,
    type: response.request().resourceType(),
    raw: body.length,
    gzip: gzipSize(body),
    transfer: sizes.responseBodySize,
    encoding: (await response.headerValue('content-encoding')) ?? 'none',
    toPaint,
  }
}

// Notes, in the page's own clock, when the sign-in button enters the DOM (a MutationObserver sees it at once).
const markFormPainted = () => {
  const observer = new MutationObserver(() => {
    const button = [...document.querySelectorAll('button')].find((element) => element.textContent?.trim() === 'Sign In')
    if (!button) return
    ;(window as unknown as { formPaintedAt: number }).formPaintedAt = performance.now()
    observer.disconnect()
  })
  observer.observe(document, { childList: true, subtree: true })
}

/**
 * Paths of the resources the form's paint waited for: those Chromium marks render-blocking (Resource Timing's
 * renderBlockingStatus), requested before the form was in the page. Module scripts and modulepreloads the HTML names
 * start early too, but the form, drawn in the HTML, paints without them.
 */
const requestedBeforePaint = () => {
  const paintedAt = (window as unknown as { formPaintedAt?: number }).formPaintedAt ?? Number.POSITIVE_INFINITY
  return performance
    .getEntriesByType('resource')
    .filter(
      (entry) =>
        entry.startTime < paintedAt && (entry as PerformanceResourceTiming & { renderBlockingStatus?: string }).renderBlockingStatus !== 'non-blocking',
    )
    .map((entry) => new URL(entry.name).pathname)
}

/** Every script and stylesheet a first visit to /login downloads until the network goes idle, marked by whether the form needed it. */
async function loginAssets(browser: Browser, baseUrl: string): Promise<AssetSize[]> {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    await page.addInitScript(markFormPainted)
    const responses: Response[] = []
    page.on('response', (response) => {
      if (['script', 'stylesheet'].includes(response.request().resourceType())) responses.push(response)
    })
    await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle' })
    await page.getByRole('button', { name: 'Sign In' }).waitFor()
    const early = new Set(await page.evaluate(requestedBeforePaint))
    return await Promise.all(responses.map((response) => describe(response, early.has(new URL(response.url()).pathname))))
  } finally {
    await context.close()
  }
}

function distFiles(loaded: Set<string>): DistFile[] {
  const html = readFileSync('dist/index.html', 'utf8')
  // Everything index.html names (entry script, modulepreloads, CSS) loads on every page.
  const entries = new Set([...html.matchAll(/(?:src|href)="\/assets\/([^"]+)"/g)].map((match) => match[1]))
  return readdirSync('dist/assets')
    .filter((file) => file.endsWith('.js') || file.endsWith('.css'))
    .map((file) => ({ file, gzip: gzipSize(readFileSync(join('dist/assets', file))), onLogin: loaded.has(`/assets/${file}`), entry: entries.has(file) }))
    .sort((a, b) => b.gzip - a.gzip)
}

export async function measureBytes(browser: Browser, baseUrl: string): Promise<BytesResult> {
  const assets = await loginAssets(browser, baseUrl)
  const toPaint = assets.filter((asset) => asset.toPaint)
  const gzipTotal = toPaint.reduce((sum, asset) => sum + asset.gzip, 0)
  const transferTotal = toPaint.reduce((sum, asset) => sum + asset.transfer, 0)
  const gzipUntilIdle = assets.reduce((sum, asset) => sum + asset.gzip, 0)
  const files = distFiles(new Set(assets.map((asset) => asset.file)))
  const scripts = files.filter((file) => file.file.endsWith('.js'))
  return {
    login: { assets, gzipTotal, transferTotal, gzipUntilIdle, budget: budgetBytes, withinBudget: gzipTotal <= budgetBytes },
    largestChunk: scripts[0]!,
    largestRouteChunk: scripts.find((file) => !file.entry) ?? null,
    topChunks: scripts.slice(0, 6),
    serviceWorkerGzip: gzipSize(readFileSync('dist/sw.js')),
    allAssetsGzip: files.reduce((sum, file) => sum + file.gzip, 0),
  }
}

export function printBytes(result: BytesResult): void {
  const { login } = result
  printTable('JS + CSS of a first visit to /login (to paint = requested before the form showed)', [
    ...login.assets.map((asset) => ({
      file: asset.file,
      type: asset.type,
      'to paint': asset.toPaint ? 'yes' : 'after',
      raw: kb(asset.raw),
      'gzip -9': kb(asset.gzip),
      sent: kb(asset.transfer),
      encoding: asset.encoding,
    })),
    {
      file: 'TO PAINT',
      type: `${login.assets.filter((asset) => asset.toPaint).length} files`,
      'to paint': '',
      raw: '',
      'gzip -9': kb(login.gzipTotal),
      sent: kb(login.transferTotal),
      encoding: '',
    },
    { file: 'UNTIL NETWORK IDLE', type: `${login.assets.length} files`, 'to paint': '', raw: '', 'gzip -9': kb(login.gzipUntilIdle), sent: '', encoding: '' },
  ])
  const verdict = login.withinBudget ? 'within' : 'OVER'
  console.log(
    `Before paint, budget ${kb(login.budget)} gzip: ${kb(login.gzipTotal)} is ${verdict} budget (${Math.round((login.gzipTotal / login.budget) * 100)}%).`,
  )
  const idleVerdict = login.gzipUntilIdle <= idleBudgetBytes ? 'within' : 'OVER'
  console.log(`Until idle, budget ${kb(idleBudgetBytes)} gzip: ${kb(login.gzipUntilIdle)} is ${idleVerdict} budget (JS and CSS; the HTML is not counted here).`)
  const chunk = (file: DistFile | null) => (file ? `${file.file} ${kb(file.gzip)}` : '-')
  printTable(
    'Largest JS chunks in dist/assets (gzip -9)',
    result.topChunks.map((file) => ({
      chunk: file.file,
      gzip: kb(file.gzip),
      'in index.html': file.entry ? 'yes' : '',
      'loaded by /login': file.onLogin ? 'yes' : '',
    })),
  )
  printTable('Build output (dist/, gzip -9)', [
    { what: 'largest JS chunk', value: chunk(result.largestChunk) },
    { what: 'largest route (lazy) chunk', value: chunk(result.largestRouteChunk) },
    { what: 'service worker dist/sw.js', value: kb(result.serviceWorkerGzip) },
    { what: 'all JS + CSS in dist/assets', value: kb(result.allAssetsGzip) },
  ])
}
