// `npm run bench [sections]`: builds, starts one built server and prints bundle sizes, Lighthouse scores, memory, start times,
// latency under load, lists under load, on a phone and restored, the embedded database and restarts under load. Figures only.
import type { Browser } from 'playwright-core'
import { measureAdsLoad, printAdsLoad } from './ads'
import { createBenchUsers, demoPassword, signInViaApi } from './api'
import { launchBrowser } from './browser'
import { measureBlocking, printBlocking } from './blocking'
import { measureBookingList } from './booking'
import { measureBytes, printBytes } from './bytes'
import { measureEvents, printEvents } from './events'
import { measureFirstStart, printFirstStart } from './first-start'
import { resultsDir, writeSummary } from './summary'
import { measureFloor, printFloor } from './floor'
import { measureNotifications, printNotifications } from './notifications'
import { measureFeeds } from './feeds'
import { measureHistory, printHistory } from './history'
import { measureHistoryApi, printHistoryApi } from './history-api'
import { measureImport, printImport } from './import'
import { resilienceSections } from './resilience'
import { measureCustomers, printCustomers } from './complaints'
import { measureListLoad, printListLoad } from './list-load'
import { measureMoney, printMoney } from './money'
import { hammer, printLoad } from './load'
import type { LoadFigures } from './load'
import { earlierLighthouse, measureLighthouse, printLighthouse } from './lighthouse'
import { tailOutbox } from './outbox'
import type { OutboxTail } from './outbox'
import { measureRoundTrips } from './round-trip'
import { measureScanner, printScanner } from './scanner'
import { measurePhoneList, printPhoneList } from './phone-scroll'
import { measureRestore, printRestore, subscriberList, variantList } from './restore'
import { measureSurveyOffline, printSurveyOffline } from './employees'
import { measureSearch, measureSearchOnPostgres, printSearch } from './search'
import { measureProcesses, measureScale, printScale } from './scale'
import { readMemory, startServer } from './server'
import type { BenchServer, Memory } from './server'
import { measureStartTimes, printStartTimes } from './start-times'
import { printTable } from './stats'
import { measureGrid, printGrid } from './variant-grid'

const port = Number(process.env.BENCH_PORT ?? 4319)
const owner = 'owner@kesar.example'

async function step<T>(name: string, work: () => Promise<T>): Promise<T> {
  const started = Date.now()
  process.stdout.write(`\n… ${name}`)
  const result = await work()
  process.stdout.write(` (${((Date.now() - started) / 1000).toFixed(1)} s)\n`)
  return result
}

async function browserMeasurements(server: BenchServer, outbox: OutboxTail) {
  const signIn = () => signInViaApi(server.baseUrl, outbox, owner, demoPassword)
  const browser: Browser = await launchBrowser()
  try {
    const bytes = await step('bytes to paint /login', () => measureBytes(browser, server.baseUrl))
    printBytes(bytes)
    const startTimes = await step('cold and warm offline start, 5 each', () => measureStartTimes(browser, server.baseUrl, signIn))
    printStartTimes(startTimes)
    const blocking = await step('main-thread blocking at 4x CPU, 5 cold starts each', async () => measureBlocking(browser, server.baseUrl, await signIn()))
    printBlocking(blocking)
    return { bytes, startTimes, blocking }
  } finally {
    await browser.close()
  }
}

async function loadMeasurements(server: BenchServer, outbox: OutboxTail) {
  const token = await signInViaApi(server.baseUrl, outbox, owner, demoPassword)
  const emails = await step('signing up 50 bench users', () => createBenchUsers(server.baseUrl, 50))
  const health = await step('autocannon GET /api/health', () => hammer(server.baseUrl, { name: 'GET /api/health', path: '/api/health' }))
  const stats = await step('autocannon GET /api/dashboard/vendor-stats', () =>
    hammer(server.baseUrl, { name: 'GET /api/dashboard/vendor-stats', path: '/api/dashboard/vendor-stats', headers: { authorization: `Bearer ${token}` } }),
  )
  const login = await step('autocannon POST /api/accounts/login', () =>
    hammer(server.baseUrl, {
      name: 'POST /api/accounts/login (scrypt + code)',
      path: '/api/accounts/login',
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.88.0.1' },
      body: JSON.stringify({ email: owner, password: demoPassword }),
    }),
  )
  const roundTrips = await step('login + verify round trips, 50 workers', () => measureRoundTrips(server.baseUrl, outbox, emails))
  printLoad([health, stats, login, roundTrips])
  if (Object.keys(roundTrips.errorReasons).length > 0) console.log('Round-trip failures:', roundTrips.errorReasons)
  const feeds = await step('autocannon the feed list', () => measureFeeds(server.baseUrl, token))
  return { health, vendorStats: stats, login, roundTrips, feeds }
}

async function listMeasurements(server: BenchServer, outbox: OutboxTail, health: LoadFigures) {
  const signIn = () => signInViaApi(server.baseUrl, outbox, owner, demoPassword)
  const token = await signIn()
  const listLoad = await step('autocannon the variant list, 20 and 100 rows a page', () => measureListLoad(server.baseUrl, token, health))
  printListLoad(listLoad)
  const customers = await step('autocannon subscriber search and complaints by status', () => measureCustomers(server.baseUrl, token, health))
  printCustomers(customers)
  const bookingList = await step('autocannon the bookings list filtered by status', () => measureBookingList(server.baseUrl, token, health))
  const browser = await launchBrowser()
  try {
    const phone = await step('100 variant cards on a phone: render and scroll, 3 runs', () => measurePhoneList(browser, server.baseUrl, signIn))
    printPhoneList(phone)
    const restore = await step('50 pages of 100 variants persisted, then 5 offline starts', () => measureRestore(browser, server.baseUrl, token, variantList))
    printRestore(restore)
    const subscriberRestore = await step('50 pages of 100 subscribers persisted, then 5 offline starts', () =>
      measureRestore(browser, server.baseUrl, token, subscriberList),
    )
    printRestore(subscriberRestore)
    const grid = await step('the variants price grid at 1440x900: render, scroll and paste 5,000 rows, 3 runs', () =>
      measureGrid(browser, server.baseUrl, token),
    )
    printGrid(grid)
    return { listLoad, customers, bookingList, phone, restore, subscriberRestore, grid }
  } finally {
    await browser.close()
  }
}

async function surveyMeasurements(server: BenchServer, outbox: OutboxTail) {
  const surveyor = await signInViaApi(server.baseUrl, outbox, 'surveyor@kesar.example', demoPassword)
  const browser = await launchBrowser()
  try {
    const survey = await step("a surveyor's 'Save for offline' on a slow network, then the map offline, 3 runs", () =>
      measureSurveyOffline(browser, server.baseUrl, surveyor),
    )
    printSurveyOffline(survey)
    return survey
  } finally {
    await browser.close()
  }
}

function printMemory(memory: Record<string, Memory>): void {
  printTable(
    'API resident memory (VmRSS of node dist-server/main.js)',
    Object.entries(memory).map(([when, value]) => ({ when, 'RSS MB': (value.rssKb / 1024).toFixed(1), 'peak RSS MB': (value.peakRssKb / 1024).toFixed(1) })),
  )
}

/** PGlite, then PostgreSQL at BENCH_DATABASE_URL (seeded with the demo data on first use) when it is set. */
async function scaleMeasurements() {
  const url = process.env.BENCH_DATABASE_URL
  const runs = [await measureScale(port + 1, undefined, step)]
  if (url) runs.push(await measureScale(port + 1, url, step))
  else console.log('\nBENCH_DATABASE_URL is not set: the PostgreSQL half of the scale section is skipped.')
  const processes = url ? await step('1 against 2 API processes on PostgreSQL', () => measureProcesses(port + 1, url)) : undefined
  printScale(runs, processes)
  return { runs, processes }
}

const sections = [
  'start',
  'browser',
  'lighthouse',
  'load',
  'lists',
  'employees',
  'ads',
  'money',
  'history',
  'search',
  'history-api',
  'scale',
  'events',
  'notifications',
  'import',
  'scanner',
  'embedded',
  'restart',
] as const
type Section = (typeof sections)[number]

/** `npm run bench -- lighthouse lists` runs those sections only; no argument runs them all. */
function chosenSections(): Set<Section> {
  const asked = process.argv.slice(2)
  const unknown = asked.filter((name) => !sections.includes(name as Section))
  if (unknown.length > 0) throw new Error(`Unknown bench section ${unknown.join(', ')}; choose from ${sections.join(', ')}`)
  return new Set(asked.length > 0 ? (asked as Section[]) : sections)
}

async function main(): Promise<void> {
  const chosen = chosenSections()
  // Its own servers, one after another on fresh folders, before the shared one starts.
  const firstStart = chosen.has('start') ? await step('`npm start` on a fresh folder, then restarted twice', () => measureFirstStart(port + 3)) : undefined
  if (firstStart) printFirstStart(firstStart)
  if (chosen.size === 1 && firstStart) return writeSummary({ at: new Date().toISOString(), node: process.version, sections: [...chosen], firstStart })
  const server = await step(`starting the built server on :${port}`, () => startServer(port))
  const outbox = tailOutbox(server.outbox)
  try {
    const memory: Record<string, Memory> = { 'after start': readMemory(server.pid) }
    const browser = chosen.has('browser') ? await browserMeasurements(server, outbox) : undefined
    let lighthouse
    if (chosen.has('lighthouse')) {
      lighthouse = await step('Lighthouse /login and /dashboard', () =>
        measureLighthouse(server.baseUrl, () => signInViaApi(server.baseUrl, outbox, owner, demoPassword), resultsDir),
      )
      printLighthouse(lighthouse, earlierLighthouse(resultsDir))
    }
    memory['before load'] = readMemory(server.pid)
    const load = chosen.has('load') ? await loadMeasurements(server, outbox) : undefined
    if (load) memory['after load'] = readMemory(server.pid)
    let lists
    if (chosen.has('lists')) {
      const health = load?.health ?? (await step('autocannon GET /api/health', () => hammer(server.baseUrl, { name: 'GET /api/health', path: '/api/health' })))
      lists = await listMeasurements(server, outbox, health)
      memory['after lists'] = readMemory(server.pid)
      const url = process.env.BENCH_DATABASE_URL
      if (url) {
        const floor = await step('three lists against their floor on PostgreSQL, alternating rounds', () => measureFloor(port + 2, url))
        printFloor(floor)
        lists = { ...lists, floor }
      } else console.log('\nBENCH_DATABASE_URL is not set: the lists against their floor (PostgreSQL) are skipped.')
    }
    const survey = chosen.has('employees') ? await surveyMeasurements(server, outbox) : undefined
    let ads
    if (chosen.has('ads')) {
      const health = load?.health ?? (await step('autocannon GET /api/health', () => hammer(server.baseUrl, { name: 'GET /api/health', path: '/api/health' })))
      const token = await signInViaApi(server.baseUrl, outbox, owner, demoPassword)
      ads = await step('autocannon the ads list through the main API', () => measureAdsLoad(server.baseUrl, token, health))
      printAdsLoad(ads)
    }
    let money
    if (chosen.has('money')) {
      const health = load?.health ?? lists?.listLoad.health ?? (await hammer(server.baseUrl, { name: 'GET /api/health', path: '/api/health' }))
      const token = await signInViaApi(server.baseUrl, outbox, owner, demoPassword)
      money = await step('money: ledger page 1 and 200 under load, postings per second', () => measureMoney(server.baseUrl, token, health))
      printMoney(money)
    }
    // In its own in-memory database (tests/bench/history.ts), beside the server.
    const history = chosen.has('history')
      ? await step('history: recording cost, reads with 100,000 entries', () => measureHistory({ entries: 100_000 }))
      : undefined
    if (history) printHistory(history)
    let search
    if (chosen.has('search')) {
      const token = await signInViaApi(server.baseUrl, outbox, owner, demoPassword)
      search = await step('the palette search under 20 connections, beside /api/health', () => measureSearch(server.baseUrl, token))
      printSearch(search)
      const url = process.env.BENCH_DATABASE_URL
      if (url) {
        const onPostgres = await step('the palette search on PostgreSQL', () => measureSearchOnPostgres(port + 1, url, owner))
        printSearch(onPostgres, 'PostgreSQL')
        search = { ...search, postgres: onPostgres }
      } else console.log('\nBENCH_DATABASE_URL is not set: the palette search on PostgreSQL is skipped.')
    }
    // Through the app's request handling, writer on and off, reads with 1,000,000 entries (tests/bench/history-api.ts).
    const historyApi = chosen.has('history-api') ? await step('history through the API: 1,000,000 entries', () => measureHistoryApi()) : undefined
    if (historyApi) printHistoryApi(historyApi)
    const scale = chosen.has('scale') ? await scaleMeasurements() : undefined
    const events = chosen.has('events') ? await step('live updates: 500 open streams, in this process', () => measureEvents()) : undefined
    if (events) printEvents(events)
    const notifications = chosen.has('notifications')
      ? await step('notifications: commit to the bell at 500 open streams, in this process', () => measureNotifications())
      : undefined
    if (notifications) printNotifications(notifications)
    const imports = chosen.has('import')
      ? await step('CSV import of 50,000 variant rows', async () => measureImport(server, await signInViaApi(server.baseUrl, outbox, owner, demoPassword)))
      : undefined
    if (imports) printImport(imports)
    const scanner = chosen.has('scanner')
      ? await step('the scanner: decode time per frame, and the files it adds', async () =>
          measureScanner(server.baseUrl, await signInViaApi(server.baseUrl, outbox, owner, demoPassword)),
        )
      : undefined
    if (scanner) printScanner(scanner)
    const resilience = await resilienceSections(chosen, server.baseUrl, outbox, port + 3, step)
    printMemory(memory)
    writeSummary({
      at: new Date().toISOString(),
      node: process.version,
      sections: [...chosen],
      firstStart,
      ...browser,
      lighthouse,
      memory,
      load,
      lists,
      employees: survey,
      ads,
      money,
      history,
      search,
      historyApi,
      scale,
      events,
      notifications,
      imports,
      scanner,
      ...resilience,
    })
  } finally {
    outbox.close()
    await server.stop()
  }
}

main().catch((error: unknown) => {
  console.error('\nBench failed:', error)
  process.exitCode = 1
})
