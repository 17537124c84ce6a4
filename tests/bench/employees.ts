import type { Browser, Page } from 'playwright-core'
import { openPhoneContext, serviceWorkerReady } from './phone'
import { kb, median, ms, printTable, round } from './stats'

/**
 * The surveyor's morning: 'Save for offline' on /employees/regions over a slow network (400 ms latency, 400 kbit/s
 * each way, set through the DevTools protocol), then the regions map opened offline from that copy. Per run: the time
 * from the tap to the 'Saved' toast, the bytes the API sent meanwhile (as transferred), the size the screen reports,
 * and the time from navigation to the drawn map offline.
 */
export type SurveyOffline = { runs: SurveyRun[]; saveMedian: number; bytesMedian: number; offlineMapMedian: number }
type SurveyRun = { saveMs: number; apiBytes: number; reported: string; offlineMapMs: number }

const slowNetwork = { offline: false, latency: 400, downloadThroughput: 400_000 / 8, uploadThroughput: 400_000 / 8 }
const regionsPath = '/employees/regions'

async function mapDrawnAt(page: Page): Promise<number> {
  await page.getByRole('img', { name: /regions$/ }).waitFor({ timeout: 30_000 })
  return page.evaluate(() => performance.now())
}

async function oneRun(browser: Browser, baseUrl: string, token: string): Promise<SurveyRun> {
  const context = await openPhoneContext(browser, baseUrl, token, 1)
  try {
    const page = await context.newPage()
    await page.goto(regionsPath)
    await mapDrawnAt(page)
    await serviceWorkerReady(page)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    const apiRequests = new Set<string>()
    let apiBytes = 0
    cdp.on('Network.requestWillBeSent', (event) => {
      if (new URL(event.request.url).pathname.startsWith('/api/')) apiRequests.add(event.requestId)
    })
    cdp.on('Network.loadingFinished', (event) => {
      if (apiRequests.has(event.requestId)) apiBytes += event.encodedDataLength
    })
    await cdp.send('Network.emulateNetworkConditions', slowNetwork)
    const started = Date.now()
    await page.getByRole('button', { name: 'Save for offline' }).click()
    await page.getByText('Saved regions and employees for offline use').first().waitFor({ timeout: 120_000 })
    const saveMs = Date.now() - started
    const reported = (await page.locator('.save-offline .field-hint').textContent()) ?? ''
    await cdp.send('Network.emulateNetworkConditions', { ...slowNetwork, latency: 0, downloadThroughput: -1, uploadThroughput: -1 })
    await context.setOffline(true)
    await page.goto(regionsPath)
    const offlineMapMs = await mapDrawnAt(page)
    return { saveMs, apiBytes, reported, offlineMapMs }
  } finally {
    await context.close()
  }
}

export async function measureSurveyOffline(browser: Browser, baseUrl: string, token: string, runs = 3): Promise<SurveyOffline> {
  const results: SurveyRun[] = []
  for (let run = 0; run < runs; run++) results.push(await oneRun(browser, baseUrl, token))
  return {
    runs: results,
    saveMedian: round(median(results.map((run) => run.saveMs))),
    bytesMedian: round(median(results.map((run) => run.apiBytes))),
    offlineMapMedian: round(median(results.map((run) => run.offlineMapMs)), 1),
  }
}

export function printSurveyOffline(result: SurveyOffline): void {
  printTable(
    "'Save for offline' for a surveyor on a phone at 400 ms / 400 kbit/s, then the regions map offline",
    result.runs.map((run, index) => ({
      run: index + 1,
      'save (tap to toast)': ms(run.saveMs),
      'API bytes transferred': kb(run.apiBytes),
      'the screen says': run.reported,
      'offline map drawn': ms(run.offlineMapMs),
    })),
  )
}
