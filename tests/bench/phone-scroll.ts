import type { Browser } from 'playwright-core'
import { openPhoneContext, phoneScale, phoneViewport, readCardsProbe, serviceWorkerReady } from './phone'
import { median, ms, percentile, printTable, round } from './stats'

export type ScrollSample = { totalMs: number; frames: number; p95FrameMs: number; framesOver50: number; pageHeight: number }
export type PhoneListSample = { listResponseEnd: number | null; cardsInDom: number; painted: number; scroll: ScrollSample }
export type PhoneListResult = {
  runs: number
  viewport: string
  samples: PhoneListSample[]
  median: {
    listResponseEnd: number | null
    renderAfterResponse: number | null
    cardsInDom: number
    painted: number
    scrollMs: number
    frames: number
    p95FrameMs: number
    framesOver50: number
  }
}

const rows = 100
const scrollStep = 800

type Frames = { totalMs: number; frames: number[]; pageHeight: number }

/** Scrolls the window `scrollStep` px per animation frame to the bottom and keeps each frame's interval. Plain source, as in phone.ts. */
const scrollSource = `new Promise((resolve) => {
  const frames = []
  let started
  let last
  const tick = (now) => {
    if (started === undefined) started = now
    else frames.push(now - last)
    last = now
    const root = document.documentElement
    if (window.scrollY + window.innerHeight >= root.scrollHeight - 1) return resolve({ totalMs: now - started, frames, pageHeight: root.scrollHeight })
    window.scrollBy({ top: ${scrollStep}, behavior: 'instant' })
    requestAnimationFrame(tick)
  }
  requestAnimationFrame(tick)
})`

/** A fresh context (empty cache, signed in) per run: navigation to 100 painted cards, then a scroll to the end. */
async function run(browser: Browser, baseUrl: string, token: string): Promise<PhoneListSample> {
  const context = await openPhoneContext(browser, baseUrl, token, rows)
  try {
    const page = await context.newPage()
    await page.goto(`/products/variants?page_size=${rows}`)
    const probe = await readCardsProbe(page)
    // The first visit also installs the service worker; let it finish so it does not share the scroll's CPU.
    await serviceWorkerReady(page)
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })))
    const frames = (await page.evaluate(scrollSource)) as Frames
    return {
      listResponseEnd: probe.listResponseEnd,
      cardsInDom: probe.all,
      painted: probe.painted,
      scroll: {
        totalMs: frames.totalMs,
        frames: frames.frames.length,
        p95FrameMs: percentile(frames.frames, 95),
        framesOver50: frames.frames.filter((frame) => frame > 50).length,
        pageHeight: frames.pageHeight,
      },
    }
  } finally {
    await context.close()
  }
}

export async function measurePhoneList(browser: Browser, baseUrl: string, signIn: () => Promise<string>, runs = 3): Promise<PhoneListResult> {
  const samples: PhoneListSample[] = []
  for (let i = 0; i < runs; i++) samples.push(await run(browser, baseUrl, await signIn()))
  const mid = (pick: (sample: PhoneListSample) => number) => round(median(samples.map(pick)), 1)
  const fetched = samples.filter((sample): sample is PhoneListSample & { listResponseEnd: number } => sample.listResponseEnd !== null)
  const midFetched = (pick: (sample: PhoneListSample & { listResponseEnd: number }) => number) =>
    fetched.length > 0 ? round(median(fetched.map(pick)), 1) : null
  return {
    runs,
    viewport: `${phoneViewport.width}x${phoneViewport.height} @${phoneScale}x, touch`,
    samples,
    median: {
      listResponseEnd: midFetched((sample) => sample.listResponseEnd),
      renderAfterResponse: midFetched((sample) => sample.cardsInDom - sample.listResponseEnd),
      cardsInDom: mid((sample) => sample.cardsInDom),
      painted: mid((sample) => sample.painted),
      scrollMs: mid((sample) => sample.scroll.totalMs),
      frames: mid((sample) => sample.scroll.frames),
      p95FrameMs: mid((sample) => sample.scroll.p95FrameMs),
      framesOver50: mid((sample) => sample.scroll.framesOver50),
    },
  }
}

export function printPhoneList(result: PhoneListResult): void {
  const m = result.median
  printTable(`${rows} variants as cards on a phone (${result.viewport}), median of ${result.runs} cold runs, ms from navigation start`, [
    {
      'list response end': ms(m.listResponseEnd),
      [`${rows} cards in DOM`]: ms(m.cardsInDom),
      'next frame': ms(m.painted),
      'render after response': ms(m.renderAfterResponse),
      'all runs, cards in DOM': result.samples.map((sample) => Math.round(sample.cardsInDom)).join(' / '),
    },
  ])
  printTable(`Scroll to the end, ${scrollStep} px per animation frame`, [
    {
      'page height px': result.samples[0]?.scroll.pageHeight ?? '-',
      'scroll time': ms(m.scrollMs),
      frames: m.frames,
      'p95 frame': `${m.p95FrameMs.toFixed(1)} ms`,
      'frames > 50 ms': m.framesOver50,
      'all runs, scroll time': result.samples.map((sample) => Math.round(sample.scroll.totalMs)).join(' / '),
    },
  ])
}
