import type { ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'
import * as m from '../paraglide/m/kit'
import { failedAsset, showLoadFailure } from '../lib/load-failure'

/**
 * Every route's error component (router.tsx), never the router's bare "Something went wrong!". A file that did not
 * load gets index.html's page (a retry, Reload, and a retry by itself once back online); any other error the same
 * look (index.html's `.lf` styles, which need no stylesheet) with Reload.
 */
export function AppError({ error }: ErrorComponentProps) {
  // Without index.html's script (a test page, say) the same words as any other error.
  const asset = window.__loadFailed ? failedAsset(error) : null
  useEffect(() => {
    if (asset !== null) showLoadFailure(asset)
  }, [asset])
  if (asset !== null) return null
  return (
    <div className="lf" role="alert">
      <div>
        <h1>{m.screenNotOpen()}</h1>
        <p>{m.somethingWrongOurSide()}</p>
        <button type="button" onClick={() => window.location.reload()}>
          {m.reload()}
        </button>
      </div>
    </div>
  )
}
