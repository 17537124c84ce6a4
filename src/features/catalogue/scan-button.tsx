import { lazy, Suspense, useEffect, useState } from 'react'
import { Button } from '../../ui/button'
import { whenIdle } from '../../lib/idle'
import type { ScanFound } from './scan-dialog'
import * as m from '../../paraglide/m/stock'

// The Scan button of the inventory screens: the scanner (camera, the barcode reader and its WebAssembly) is loaded only
// when the button is pressed, so no other screen's download carries it (tests/size).
const ScanDialog = lazy(() => import('./scan-dialog'))

// Where the browser has no BarcodeDetector the polyfill needs its WebAssembly, which is not precached (its size): once per
// load, online, with the service worker in charge and the page idle, it is fetched so the worker keeps it (sw/sw.ts) and
// the scanner opens offline too. A phone asking to save data is not made to fetch it before the scanner is opened.
let warmed = false
function warmScanner() {
  const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true
  if (warmed || saveData || !navigator.onLine || !navigator.serviceWorker?.controller || 'BarcodeDetector' in globalThis) return
  warmed = true
  const fetchWasm = () => void import('zxing-wasm/reader/zxing_reader.wasm?url').then(({ default: url }) => fetch(url)).catch(() => (warmed = false))
  whenIdle(fetchWasm, 10_000, 2000)
}

/**
 * Without `onFound` a code opens its variant's stock panel; with it, the code's variant is handed back (one per opening).
 * `label`: the button's text where "Scan" alone would not say what it does (the stock forms' "Scan to check").
 */
export function ScanButton({ onFound, label }: { onFound?: (found: ScanFound) => void; label?: string } = {}) {
  const [open, setOpen] = useState(false)
  useEffect(warmScanner, [])
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} aria-haspopup="dialog">
        {label ?? m.scan()}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ScanDialog onClose={() => setOpen(false)} onFound={onFound} />
        </Suspense>
      )}
    </>
  )
}
