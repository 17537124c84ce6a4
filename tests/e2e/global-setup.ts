import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import type { TestProject } from 'vitest/node'
import { razorpayKeys, startRazorpay } from '../server/razorpay-stand-in'
import { pmtilesArchive, solidPng, tileAt } from '../server/pmtiles-fixture'
import { CHROMIUM, chromiumArgs } from './chromium'

declare module 'vitest' {
  // Declaration merging needs an interface here.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    baseUrl: string
    outbox: string
    /** The run's one browser (tests/e2e/browser.ts launchBrowser). */
    browserEndpoint: string
  }
}

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4318)

async function waitForServer(url: string, timeoutMs: number, answered = (status: number) => status < 300): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      if (answered((await fetch(url)).status)) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`The API did not answer at ${url} within ${timeoutMs} ms`)
}

/** One built server for the whole browser suite (two cores here): fresh database, codes in a file outbox. Its first start
 * seeds the demo data, a minute or more on a loaded machine. */
export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM)) throw new Error(`No browser at ${CHROMIUM}: install Debian's chromium (apt-get install -y chromium).`)
  if (!existsSync('dist-server/main.js') || !existsSync('dist/index.html')) throw new Error('Build first: npm run build')
  const dir = mkdtempSync(join(tmpdir(), 'back-office-e2e-'))
  const outbox = join(dir, 'outbox.jsonl')
  const baseUrl = `http://127.0.0.1:${E2E_PORT}`
  // Pay by link against a local stand-in of Razorpay's API (tests/e2e/add-money.test.ts signs its webhook calls).
  const razorpay = await startRazorpay()
  // The base map (MAP_TILES): a PMTiles archive made here, two tiles over Banjara Hills (tests/e2e/regions-map.test.ts).
  const tiles = join(dir, 'city.pmtiles')
  const banjaraHills: [number, number] = [78.4347, 17.4156]
  const tile = (z: number, colour: [number, number, number]) => ({ zxy: tileAt(z, ...banjaraHills), bytes: solidPng(colour) })
  writeFileSync(tiles, pmtilesArchive([tile(10, [200, 120, 60]), tile(11, [200, 120, 60])], banjaraHills))
  const child = spawn(process.execPath, ['dist-server/main.js'], {
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: join(dir, 'pglite'),
      CODE_TRANSPORT: 'file',
      CODE_OUTBOX: outbox,
      DATABASE_URL: '',
      TRUST_PROXY: 'true',
      // Webhooks to the tests' local receivers (tests/e2e/api-keys.test.ts).
      WEBHOOK_ALLOW_PRIVATE: 'true',
      ...razorpayKeys,
      RAZORPAY_API_URL: razorpay.url,
      MAP_TILES: tiles,
    },
  })
  const stop = () => {
    void razorpay.close()
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM')
    } catch {
      // already gone
    }
  }
  try {
    await waitForServer(`${baseUrl}/`, 180_000)
    // The ads service starts once the API answers and seeds its own database: every file starts with the whole product up
    // (the main API answers its proxy with 503 until then, 401 without a session once it is there).
    await waitForServer(`${baseUrl}/ads-service/campaigns-list`, 120_000, (status) => status === 401)
  } catch (error) {
    stop()
    throw error
  }
  const browser = await chromium.launchServer({ executablePath: CHROMIUM, args: chromiumArgs })
  project.provide('baseUrl', baseUrl)
  project.provide('outbox', outbox)
  project.provide('browserEndpoint', browser.wsEndpoint())
  return async () => {
    await browser.close()
    stop()
    rmSync(dir, { recursive: true, force: true })
  }
}
