import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import type { Browser, Page } from 'playwright-core'
import { chromiumArgs, executablePath } from './browser'
import { kb, median, percentile, printTable } from './stats'

// The scanner (issue 34): decode time per frame of a printed EAN-13 (640 x 480 canvas) by the barcode-detector
// polyfill (ZXing wasm, the app's own built chunks and .wasm) and by Chromium's native BarcodeDetector where it has
// one; and the files opening the scanner downloads, none of which /login or the dashboard may ask for.

export type ScannerFile = { file: string; gzip: number; onLogin: boolean; onDashboard: boolean; precached: boolean }
export type DecodeFigures = { detector: string; frames: number; found: string; firstMs: number; medianMs: number; p95Ms: number }
export type ScannerResult = { decode: DecodeFigures[]; files: ScannerFile[]; gzipTotal: number }

const code = '8901234567890'
const frames = 50
const asset = (prefix: string, suffix: string) => readdirSync('dist/assets').find((file) => file.startsWith(prefix) && file.endsWith(suffix))!

/** Runs in the page: draws the code's 95 modules 4 px wide on a white canvas and decodes it `frames` + 1 times. */
async function decodeInPage(input: { bits: string; frames: number; ponyfill: string | null; wasmModule: string }) {
  const canvas = document.createElement('canvas')
  Object.assign(canvas, { width: 640, height: 480 })
  const draw = canvas.getContext('2d')!
  draw.fillStyle = '#fff'
  draw.fillRect(0, 0, 640, 480)
  draw.fillStyle = '#000'
  for (let x = 0; x < input.bits.length; x++) if (input.bits[x] === '1') draw.fillRect(130 + x * 4, 90, 4, 300)
  type Detector = { detect: (source: CanvasImageSource) => Promise<{ rawValue: string }[]> }
  type DetectorClass = new (options: { formats: string[] }) => Detector
  let detector: Detector
  if (input.ponyfill) {
    const { BarcodeDetector, prepareZXingModule } = (await import(input.ponyfill)) as {
      BarcodeDetector: DetectorClass
      prepareZXingModule: (options: object) => void
    }
    const wasm = ((await import(input.wasmModule)) as { default: string }).default
    prepareZXingModule({ overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasm : prefix + path) } })
    detector = new BarcodeDetector({ formats: ['ean_13', 'upc_a', 'code_128', 'qr_code'] })
  } else {
    const native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector
    if (!native) return null
    detector = new native({ formats: ['ean_13', 'upc_a', 'code_128', 'qr_code'] })
  }
  const times: number[] = []
  let found = ''
  for (let i = 0; i <= input.frames; i++) {
    const started = performance.now()
    const codes = await detector.detect(canvas)
    times.push(performance.now() - started)
    found = codes[0]?.rawValue ?? ''
  }
  return { times, found }
}

async function decode(page: Page, bits: string, polyfill: boolean): Promise<DecodeFigures | null> {
  // tsx (esbuild keepNames) wraps the function's inner functions in __name(), which the page lacks.
  await page.evaluate('globalThis.__name = (fn) => fn')
  const ponyfill = polyfill ? `/assets/${asset('ponyfill-', '.js')}` : null
  const result = await page.evaluate(decodeInPage, { bits, frames, ponyfill, wasmModule: `/assets/${asset('zxing_reader-', '.js')}` })
  if (!result) return null
  const [first, ...rest] = result.times
  const detector = polyfill ? 'barcode-detector polyfill (ZXing wasm)' : 'native BarcodeDetector'
  return { detector, frames, found: result.found, firstMs: first!, medianMs: median(rest), p95Ms: percentile(rest, 95) }
}

// The signed-in screens keep a live-updates stream open, so 'networkidle' may never come: up to 5 s of quiet instead.
const settle = (page: Page) => page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined)

/** The /assets/ paths a fresh visit to `path` asks for until the network is idle. */
async function firstDownload(browser: Browser, url: string, token?: string): Promise<Set<string>> {
  const context = await browser.newContext()
  try {
    if (token) await context.addInitScript({ content: `localStorage.setItem('authToken', ${JSON.stringify(token)})` })
    const page = await context.newPage()
    const seen = new Set<string>()
    page.on('request', (request) => seen.add(new URL(request.url()).pathname))
    await page.goto(url)
    await settle(page)
    return seen
  } finally {
    await context.close()
  }
}

/** Its own Chromium with a fake camera, so opening the scanner starts the detector (and downloads the polyfill). */
export async function measureScanner(baseUrl: string, token: string): Promise<ScannerResult> {
  const browser = await chromium.launch({ executablePath, args: [...chromiumArgs, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'] })
  try {
    const onLogin = await firstDownload(browser, `${baseUrl}/login`)
    const onDashboard = await firstDownload(browser, `${baseUrl}/dashboard`, token)
    const context = await browser.newContext({ serviceWorkers: 'block' })
    await context.addInitScript({ content: `localStorage.setItem('authToken', ${JSON.stringify(token)})` })
    const page = await context.newPage()
    await page.goto(`${baseUrl}/inventory`)
    await settle(page)
    const opened = new Set<string>()
    page.on('request', (request) => opened.add(new URL(request.url()).pathname))
    await page.getByRole('button', { name: 'Scan' }).click()
    await page.waitForRequest((request) => request.url().endsWith('.wasm'))
    await settle(page)
    const precache = readFileSync('dist/sw.js', 'utf8')
    const files = [...opened]
      .filter((path) => path.startsWith('/assets/'))
      .map((path) => ({
        file: path,
        gzip: gzipSync(readFileSync(join('dist', path)), { level: 9 }).length,
        onLogin: onLogin.has(path),
        onDashboard: onDashboard.has(path),
        precached: precache.includes(path.slice('/assets/'.length)),
      }))
    const bits = ean13(code)
    const decodes = [await decode(page, bits, true), await decode(page, bits, false)].filter((figures) => figures !== null)
    await context.close()
    return { decode: decodes, files, gzipTotal: files.reduce((sum, file) => sum + file.gzip, 0) }
  } finally {
    await browser.close()
  }
}

export function printScanner(result: ScannerResult): void {
  const ms = (value: number) => `${value.toFixed(1)} ms`
  printTable(
    `Scanner decode time per frame, a 640x480 EAN-13 ${code}, ${frames} frames after a first`,
    result.decode.map((row) => ({
      detector: row.detector,
      read: row.found === code ? 'yes' : `NO (${row.found || 'nothing'})`,
      'first call': ms(row.firstMs),
      median: ms(row.medianMs),
      p95: ms(row.p95Ms),
    })),
  )
  if (!result.decode.some((row) => row.detector.startsWith('native'))) console.log('This Chromium has no native BarcodeDetector: the polyfill is what runs.')
  printTable('Files opening the scanner downloads (gzip -9)', [
    ...result.files.map((file) => ({
      file: file.file,
      gzip: kb(file.gzip),
      'on /login': file.onLogin ? 'YES' : 'no',
      'on /dashboard': file.onDashboard ? 'YES' : 'no',
      'in SW precache': file.precached ? 'yes' : 'no',
    })),
    { file: 'TOTAL', gzip: kb(result.gzipTotal), 'on /login': '', 'on /dashboard': '', 'in SW precache': '' },
  ])
}

// EAN-13 modules (1 bar, 0 space), as tests/e2e/stock-scan.test.ts draws them: the first digit picks the left half's parity.
const L = ['0001101', '0011001', '0010011', '0111101', '0100011', '0110001', '0101111', '0111011', '0110111', '0001011']
const invert = (bits: string) => [...bits].map((bit) => (bit === '1' ? '0' : '1')).join('')
const parity = ['LLLLLL', 'LLGLGG', 'LLGGLG', 'LLGGGL', 'LGLLGG', 'LGGLLG', 'LGGGLL', 'LGLGLG', 'LGLGGL', 'LGGLGL']
function ean13(text: string): string {
  const digits = [...text].map(Number)
  const left = digits.slice(1, 7).map((digit, index) => (parity[digits[0]!]![index] === 'L' ? L[digit]! : [...invert(L[digit]!)].reverse().join('')))
  return `101${left.join('')}01010${digits
    .slice(7)
    .map((digit) => invert(L[digit]!))
    .join('')}101`
}
