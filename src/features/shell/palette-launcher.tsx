import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { Icon } from '../../ui/icons'
import * as m from '../../paraglide/m/palette'

type Layer = 'palette' | 'shortcuts'

// The palette and the shortcuts list load on first use: the shell carries only the keys and the button.
const PaletteLayer = lazy(() => import('./palette-layer').then((module) => ({ default: module.PaletteLayer })))

const typingIn = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT')

/**
 * The command palette's keys (docs/app.md#command-palette): Ctrl+K or Cmd+K anywhere opens the palette, `?` outside a
 * text field the keyboard shortcuts; closing gives the focus back to where it was.
 */
export function usePalette() {
  const [layer, setLayer] = useState<Layer | null>(null)
  const opener = useRef<Element | null>(null)
  const open = useCallback((next: Layer) => {
    setLayer((current) => {
      if (current === null) opener.current = document.activeElement
      return next
    })
  }, [])
  // Attached as the shell commits, so a shortcut pressed as soon as the page shows is heard (a passive effect can lag).
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const plain = !event.ctrlKey && !event.metaKey && !event.altKey
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') open('palette')
      else if (plain && event.key === '?' && !typingIn(event.target)) open('shortcuts')
      else return
      event.preventDefault()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [open])
  useEffect(() => {
    if (layer !== null || !(opener.current instanceof HTMLElement)) return
    opener.current.focus()
    opener.current = null
  }, [layer])
  const layerView = layer && (
    <Suspense fallback={null}>
      <PaletteLayer
        layer={layer}
        onClose={(leaving) => {
          // Leaving for another screen, the focus goes to that screen's heading (ui/page-header.tsx), not back here.
          if (leaving) opener.current = null
          setLayer(null)
        }}
      />
    </Suspense>
  )
  return { openPalette: () => open('palette'), layer: layerView }
}

/** The header's way into the palette, for phones above all (a 44 px target). */
export function SearchButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" className="icon-btn" aria-label={m.search()} title={m.searchKeys()} aria-haspopup="dialog" onClick={onClick}>
      <Icon>
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" />
      </Icon>
    </button>
  )
}
