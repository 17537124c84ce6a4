import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import type { ScanFound } from './scan-dialog'
import { ScanButton } from './scan-button'
import * as m from '../../paraglide/m/stock'

// The stock forms' check of the item in hand (docs/app.md#scanning): the forms change one variant's stock, so a code
// scanned or typed confirms that the item is that variant, or says which variant it is, with the way to its stock.

export function ScanCheck({ variantId, sku }: { variantId: string; sku: string }) {
  const [found, setFound] = useState<ScanFound | null>(null)
  return (
    <div className="stock-scan-check">
      <p className="muted">{m.scanCheckText({ sku })}</p>
      <ScanButton label={m.scanToCheck()} onFound={setFound} />
      {found?.id === variantId && <p role="status">{m.scanConfirmed({ sku: found.sku })}</p>}
      {found && found.id !== variantId && (
        <p className="form-alert" role="alert">
          {m.scanOtherVariant({ sku: found.sku, mine: sku })}{' '}
          <Link to="/inventory/variants/$id" params={{ id: found.id }} className="tap-target">
            {m.openOtherStock({ sku: found.sku })}
          </Link>
        </p>
      )}
    </div>
  )
}
