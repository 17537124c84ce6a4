// What runs in a page's long tasks (`node --import tsx tests/bench/long-task-profile.ts [path] [runs]`, after `npm run build`):
// the built server on a fresh embedded database, the page opened cold and signed in with the CPU slowed 4x (Lighthouse's
// mobile factor), a CPU profile and a trace over the load, and for each task of over 50 ms: the browser's own work in it
// (layout, paint...), the scripts and the functions that took its time (INCLUSIVE=1: with what they called). Figures only.
import { launchBrowser } from './browser'
import { observerSource, settled } from './blocking'
import { demoPassword, signInViaApi } from './api'
import { tailOutbox } from './outbox'
import { startServer } from './server'
import { median, round } from './stats'
import type { BrowserContext } from 'playwright-core'

type ProfileNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; children?: number[] }
type Profile = { nodes: ProfileNode[]; startTime: number; endTime: number; samples: number[]; timeDeltas: number[] }

const path = process.argv[2] ?? '/dashboard'
const runs = Number(process.argv[3] ?? 1)
const port = Number(process.env.BENCH_PORT ?? 4327)

const where = (frame: ProfileNode['callFrame']) =>
  `${frame.functionName || '(anonymous)'} ${frame.url.replace(/^.*\/assets\//, '').replace(/^https?:\/\/[^/]+/, '')}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`

type TraceEvent = { name: string; ph: string; ts: number; dur?: number; pid: number; tid: number; args?: { name?: string } }

/** The renderer main thread's tasks of over 50 ms (RunTask), in the profile's clock (µs), which the trace shares. */
function longTasks(events: TraceEvent[], main: TraceEvent): { start: number; end: number }[] {
  return events
    .filter((event) => event.pid === main.pid && event.tid === main.tid && event.name === 'RunTask' && event.ph === 'X' && (event.dur ?? 0) > 50_000)
    .map((event) => ({ start: event.ts, end: event.ts + event.dur! }))
}

/** The indexes of the profile's samples inside a task. */
function samplesIn(profile: Profile, task: { start: number; end: number }): number[] {
  const inside: number[] = []
  let at = profile.startTime
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i]!
    if (at >= task.start && at <= task.end) inside.push(i)
  }
  return inside
}

/** Self time per function, and per outermost script, of a task's samples. */
function attribute(profile: Profile, sampleIndexes: number[]) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const parent = new Map<number, number>()
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id)
  const self = new Map<string, number>()
  const total = new Map<string, number>()
  const scripts = new Map<string, number>()
  for (const i of sampleIndexes) {
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000
    const node = byId.get(profile.samples[i]!)!
    const key = where(node.callFrame)
    self.set(key, (self.get(key) ?? 0) + ms)
    let outer = node
    const seen = new Set<string>([key])
    total.set(key, (total.get(key) ?? 0) + ms)
    for (let id = parent.get(node.id); id !== undefined; id = parent.get(id)) {
      const up = byId.get(id)!
      if (up.callFrame.url) outer = up
      const upKey = where(up.callFrame)
      if (!seen.has(upKey)) total.set(upKey, (total.get(upKey) ?? 0) + ms)
      seen.add(upKey)
    }
    const script = outer.callFrame.url.replace(/^.*\//, '') || outer.callFrame.functionName
    scripts.set(script, (scripts.get(script) ?? 0) + ms)
  }
  const top = (map: Map<string, number>, n: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, ms]) => `${round(ms)} ms ${name}`)
  return { functions: top(self, 14), inclusive: top(total, 24), scripts: top(scripts, 6) }
}

const server = await startServer(port)
const outbox = tailOutbox(server.outbox)
const browser = await launchBrowser()
try {
  // A signed-in page is opened as a returning person's device holds it (the cached permissions and the organisation's
  // name), as the Lighthouse bench does; /login as a first visit.
  let state: Awaited<ReturnType<BrowserContext['storageState']>> | undefined
  if (!path.startsWith('/login')) {
    const token = await signInViaApi(server.baseUrl, outbox, 'owner@kesar.example', demoPassword)
    const warm = await browser.newContext({ serviceWorkers: 'block' })
    const warmPage = await warm.newPage()
    await warmPage.goto(`${server.baseUrl}/login`)
    await warmPage.evaluate((value) => localStorage.setItem('authToken', value), token)
    await warmPage.goto(`${server.baseUrl}${path}`)
    await warmPage.waitForFunction(() => localStorage.getItem('cachedPermissions') !== null && localStorage.getItem('erp_org_name') !== null)
    state = await warm.storageState()
    await warm.close()
  }
  const blockingPerRun: number[] = []
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block', ...(state ? { storageState: state } : {}) })
    await context.addInitScript({ content: observerSource })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
    const events: TraceEvent[] = []
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])))
    const traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
    await cdp.send('Tracing.start', { categories: '__metadata,disabled-by-default-devtools.timeline,devtools.timeline', transferMode: 'ReportEvents' })
    await cdp.send('Profiler.start')
    const navigated = Date.now()
    await page.goto(`${server.baseUrl}${path}`)
    // Until the page has settled: loaded, and no long task for 1.5 s (the live stream opens in idle time within it).
    await settled(page)
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile }
    await cdp.send('Tracing.end')
    await traced
    // The page's renderer: the one that painted (the first about:blank may have had another).
    const fcpEvent = events.find((event) => event.name === 'firstContentfulPaint')
    if (!fcpEvent) throw new Error('no first contentful paint in the trace')
    const tasks = longTasks(events, fcpEvent)
    const origin = events.find((event) => event.name === 'navigationStart' && event.pid === fcpEvent.pid)?.ts ?? profile.startTime
    const ms = (us: number) => round((us - origin) / 1000)
    const blocking = tasks.filter((task) => task.start > fcpEvent.ts).reduce((sum, task) => sum + Math.max(0, (task.end - task.start) / 1000 - 50), 0)
    blockingPerRun.push(blocking)
    console.log(
      `\n# run ${run + 1}: ${path}, FCP ${ms(fcpEvent.ts)} ms, ${tasks.length} tasks over 50 ms, ${round(blocking)} ms blocking after FCP (4x CPU; ${Date.now() - navigated} ms)`,
    )
    for (const task of tasks) {
      const { functions, inclusive, scripts } = attribute(profile, samplesIn(profile, task))
      const inside = new Map<string, number>()
      for (const event of events)
        if (
          event.pid === fcpEvent.pid &&
          event.tid === fcpEvent.tid &&
          event.ph === 'X' &&
          event.name !== 'RunTask' &&
          event.ts >= task.start &&
          event.ts < task.end
        )
          inside.set(event.name, (inside.get(event.name) ?? 0) + (event.dur ?? 0) / 1000)
      console.log(`\n## at ${ms(task.start)} ms, ${round((task.end - task.start) / 1000)} ms${task.start < fcpEvent.ts ? ' (before FCP)' : ''}`)
      console.log(`scripts: ${scripts.join(' · ')}`)
      console.log(
        `trace: ${[...inside]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 8)
          .map(([name, ms]) => `${name} ${round(ms)}`)
          .join(' · ')}`,
      )
      console.log('self:')
      for (const line of functions) console.log(`  ${line}`)
      if (process.env.INCLUSIVE) {
        console.log('inclusive:')
        for (const line of inclusive) console.log(`  ${line}`)
      }
    }
    await context.close()
  }
  console.log(`\n# ${path}: blocking after FCP, median of ${runs}: ${round(median(blockingPerRun))} ms (${blockingPerRun.map(round).join(' / ')})`)
} finally {
  await browser.close()
  await server.stop()
}
