import { lazy, Suspense, useState } from 'react'
import { Button } from '../../ui/button'
import type { ScanFound } from './scan-dialog'
import * as m from '../../paraglide/m/stock'

// The Scan button of the inventory screens: the scanner (camera, the barcode reader and its WebAssembly) is loaded only
// when the button is pressed, so no other screen's download carries it (tests/size).
const ScanDialog = lazy(() => import('./scan-dialog'))

/**
 * Without `onFound` a code opens its variant's stock panel; with it, the code's variant is handed back (one per opening).
 * `label`: the button's text where "Scan" alone would not say what it does (the stock forms' "Scan to check").
 */
export function ScanButton({ onFound, label }: { onFound?: (found: ScanFound) => void; label?: string } = {}) {
  const [open, setOpen] = useState(false)
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
