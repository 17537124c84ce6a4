import { createServer } from 'node:net'
import { chromium } from 'playwright-core'
import type { Browser } from 'playwright-core'
import { CHROMIUM as executablePath, chromiumArgs } from '../e2e/chromium'

export { chromiumArgs, executablePath }

export const launchBrowser = (): Promise<Browser> => chromium.launch({ executablePath, args: chromiumArgs })

/** A TCP port nobody listens on right now (for Chromium's remote debugging). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}
