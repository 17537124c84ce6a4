import { useEffect, useState } from 'react'
import { Workbox } from 'workbox-window'
import * as m from '../paraglide/m/kit'
import { Button } from './button'
import './styles/reload-prompt.css'

let workbox: Workbox | null = null
let reloadRequested = false

/** Offers a new deployed version; never reloads on its own, so a half-filled form is not lost. */
export function ReloadPrompt() {
  const [waiting, setWaiting] = useState(false)
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator) || workbox) return
    workbox = new Workbox('/sw.js', { scope: '/' })
    workbox.addEventListener('waiting', () => setWaiting(true))
    // Only the tab whose user chose Reload reloads; other open tabs keep their forms.
    workbox.addEventListener('controlling', () => {
      if (reloadRequested) window.location.reload()
    })
    void workbox.register()
  }, [])
  if (!waiting) return null
  return (
    <div className="reload-prompt" role="alertdialog" aria-label={m.updateAvailable()}>
      <p>{m.newVersionReady()}</p>
      <div className="reload-prompt-actions">
        <Button variant="ghost" size="sm" onClick={() => setWaiting(false)}>
          {m.later()}
        </Button>
        <Button
          size="sm"
          onClick={() => {
            reloadRequested = true
            workbox?.messageSkipWaiting()
          }}
        >
          {m.reload()}
        </Button>
      </div>
    </div>
  )
}
