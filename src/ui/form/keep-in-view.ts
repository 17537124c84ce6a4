import { useEffect, type RefObject } from 'react'

/** Room left between a focused field and a bar that would cover it. */
const GAP = 12

const pinned = (bar: HTMLElement) => {
  const style = getComputedStyle(bar)
  return style.display !== 'none' && (style.position === 'fixed' || style.position === 'sticky')
}

/** The band of the screen no bar covers: under the sticky top bar, above the tab bar, the Save bar and the keyboard. */
function clearBand(focused: Element): { top: number; bottom: number } {
  const view = window.visualViewport
  let top = view ? view.offsetTop : 0
  let bottom = view ? view.offsetTop + view.height : window.innerHeight
  const topbar = document.querySelector<HTMLElement>('.topbar')
  if (topbar && pinned(topbar)) top = Math.max(top, topbar.getBoundingClientRect().bottom)
  // Bottom bars stack (the Save bar sticks on top of the tab bar): lowest first.
  const bars = [...document.querySelectorAll<HTMLElement>('.tabbar, .form-footer')]
    .filter((bar) => pinned(bar) && !bar.contains(focused))
    .map((bar) => bar.getBoundingClientRect())
    .filter((rect) => rect.height > 0)
    .sort((a, b) => b.bottom - a.bottom)
  for (const rect of bars) if (rect.bottom >= bottom - 1 && rect.top < bottom) bottom = rect.top
  return { top, bottom }
}

/**
 * Keeps the focused field of a form in view on a phone: a field that takes the focus under the Save bar, the tab bar
 * or the keyboard is scrolled up just above them (CSS scroll-margin does it for scrolls the browser makes itself).
 */
export function useKeepFocusInView(form: RefObject<HTMLFormElement | null>): void {
  useEffect(() => {
    const element = form.current
    if (!element) return
    let frame = 0
    const onFocus = (event: FocusEvent) => {
      const field = event.target
      if (!(field instanceof HTMLElement) || !field.matches('input, select, textarea')) return
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => {
        const rect = field.getBoundingClientRect()
        const band = clearBand(field)
        if (rect.bottom > band.bottom - GAP) window.scrollBy({ top: rect.bottom - band.bottom + GAP, behavior: 'instant' })
        else if (rect.top < band.top + GAP) window.scrollBy({ top: rect.top - band.top - GAP, behavior: 'instant' })
      })
    }
    element.addEventListener('focusin', onFocus)
    return () => {
      cancelAnimationFrame(frame)
      element.removeEventListener('focusin', onFocus)
    }
  }, [form])
}
