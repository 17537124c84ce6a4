import type { Browser, Page } from 'playwright-core'
import { median, ms, printTable, round } from './stats'

// The variants' price and stock grid on a 1440x900 desktop: the demo organisation's variants (the grid loads at most
// 5,000), the time to the first painted rows, the rows kept in the DOM (virtualised), a scroll of the whole grid
// frame by frame, and a pasted column of 5,000 prices checked and counted. Nothing is saved.

export type GridSample = {
  rows: number
  apiMs: number | null
  paintedMs: number
  rowsInDom: number
  scrollMs: number
  frames: number
  p95FrameMs: number
  framesOver50: number
  pasteMs: number
}
export type GridResult = { runs: number; samples: GridSample[]; median: GridSample }

const runs = 3
const scrollStep = 800

/** Scrolls the grid's box `scrollStep` px per animation frame to its end, keeping each frame's interval. Plain source (tsx adds helpers the page lacks). */
const scrollSource = `new Promise((resolve) => {
  const box = document.querySelector('.edit-grid-scroller')
  const frames = []
  let started
  let last
  const tick = (now) => {
    if (started === undefined) started = now
    else frames.push(now - last)
    last = now
    if (box.scrollTop + box.clientHeight >= box.scrollHeight - 1) return resolve({ totalMs: now - started, frames, rowsInDom: box.querySelectorAll('tbody tr').length })
    box.scrollTop += ${scrollStep}
    requestAnimationFrame(tick)
  }
  requestAnimationFrame(tick)
})`

/** Pastes a column of `count` prices at the focused cell and answers how long until the grid counts them. */
const pasteSource = (count: number) => `new Promise((resolve) => {
  const text = Array.from({ length: ${count} }, (_, index) => String(500 + (index % 400))).join('\\n')
  const data = new DataTransfer()
  data.setData('text/plain', text)
  const started = performance.now()
  document.activeElement.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
  const wait = () => (/changed cells? in/.test(document.querySelector('.variant-grid-count')?.textContent ?? '') ? resolve(performance.now() - started) : requestAnimationFrame(wait))
  wait()
})`

const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)] ?? 0

async function run(browser: Browser, baseUrl: string, token: string): Promise<GridSample> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1440, height: 900 }, serviceWorkers: 'block' })
  await context.addInitScript({ content: `localStorage.setItem('authToken', ${JSON.stringify(token)})` })
  try {
    const page: Page = await context.newPage()
    page.setDefaultTimeout(60_000)
    await page.goto('/products/variants/grid')
    await page.locator('td[data-cell="0:3"]').waitFor()
    const paintedMs = await page.evaluate(() => performance.now())
    const apiMs = await page.evaluate(() => {
      const entry = performance.getEntriesByType('resource').find((item) => item.name.includes('/api/add_products/variant_grid'))
      return entry ? (entry as PerformanceResourceTiming).responseEnd : null
    })
    const rows = Number(await page.getByRole('grid').getAttribute('aria-rowcount')) - 1
    const scroll = (await page.evaluate(scrollSource)) as { totalMs: number; frames: number[]; rowsInDom: number }
    await page.locator('.edit-grid-scroller').evaluate((box) => (box.scrollTop = 0))
    await page.locator('td[data-cell="0:3"]').click()
    const pasteMs = (await page.evaluate(pasteSource(rows))) as number
    return {
      rows,
      apiMs,
      paintedMs,
      rowsInDom: scroll.rowsInDom,
      scrollMs: scroll.totalMs,
      frames: scroll.frames.length,
      p95FrameMs: p95(scroll.frames),
      framesOver50: scroll.frames.filter((frame) => frame > 50).length,
      pasteMs,
    }
  } finally {
    await context.close()
  }
}

export async function measureGrid(browser: Browser, baseUrl: string, token: string): Promise<GridResult> {
  const samples: GridSample[] = []
  for (let index = 0; index < runs; index += 1) samples.push(await run(browser, baseUrl, token))
  const middle = (pick: (sample: GridSample) => number | null) => {
    const values = samples.map(pick).filter((value): value is number => value !== null)
    return values.length ? round(median(values)) : null
  }
  return {
    runs,
    samples,
    median: {
      rows: samples[0]?.rows ?? 0,
      apiMs: middle((sample) => sample.apiMs),
      paintedMs: middle((sample) => sample.paintedMs) ?? 0,
      rowsInDom: middle((sample) => sample.rowsInDom) ?? 0,
      scrollMs: middle((sample) => sample.scrollMs) ?? 0,
      frames: middle((sample) => sample.frames) ?? 0,
      p95FrameMs: middle((sample) => sample.p95FrameMs) ?? 0,
      framesOver50: middle((sample) => sample.framesOver50) ?? 0,
      pasteMs: middle((sample) => sample.pasteMs) ?? 0,
    },
  }
}

export function printGrid(result: GridResult): void {
  const { median: m } = result
  printTable(`Variants price grid at 1440x900, median of ${result.runs} fresh visits`, [
    { figure: 'rows loaded', value: m.rows.toLocaleString('en-IN') },
    { figure: 'grid answer received (from navigation)', value: ms(m.apiMs) },
    { figure: 'first rows painted (from navigation)', value: ms(m.paintedMs) },
    { figure: 'rows in the DOM while scrolling', value: m.rowsInDom },
    { figure: `scroll to the end, ${scrollStep} px a frame`, value: `${ms(m.scrollMs)} over ${m.frames} frames` },
    { figure: 'p95 frame / frames over 50 ms', value: `${ms(m.p95FrameMs)} / ${m.framesOver50}` },
    { figure: `paste of ${m.rows.toLocaleString('en-IN')} prices, checked and counted`, value: ms(m.pasteMs) },
  ])
}
