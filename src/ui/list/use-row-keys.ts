import { useEffect, useState, type FocusEvent, type KeyboardEvent } from 'react'
import type { RowSelect } from './column'

/** Where keys are text: a list's keys stay out of them (a "j" typed in a search box is a "j"). */
function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true
  return target instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit', 'reset'].includes(target.type)
}

/** Outside any control (the page itself, its main region or heading): where j and k reach the list, as in Gmail. */
const onThePage = (target: EventTarget | null) =>
  target === document.body || (target instanceof HTMLElement && (target.id === 'main' || target.tagName === 'H1'))

/**
 * A list's rows moved through with the keyboard (a roving tabindex: one row is in the Tab order, the one last focused):
 * ArrowDown/j and ArrowUp/k move, Home and End go to the ends, Enter opens the row (its first link), x chooses it for a
 * bulk action. j and k also reach the list from the page outside any control; no key acts while typing in a field.
 */
export function useRowKeys<T>(rows: readonly T[], select?: RowSelect<T>) {
  const [active, setActive] = useState(0)
  const [container, setContainer] = useState<HTMLElement | null>(null)
  const at = Math.min(active, Math.max(0, rows.length - 1))
  const rowAt = (index: number) => container?.querySelector<HTMLElement>(`[data-row="${index}"]`)
  const focusRow = (index: number) => {
    const next = Math.max(0, Math.min(rows.length - 1, index))
    setActive(next)
    const row = rowAt(next)
    row?.focus({ preventScroll: true })
    row?.scrollIntoView({ block: 'nearest' })
  }
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || !onThePage(event.target)) return
      // Only a list screen's rows: a table in a record's page leaves the keys to the page.
      if (!container?.closest('.list-screen')) return
      if (event.key !== 'j' && event.key !== 'k') return
      event.preventDefault()
      const row = container.querySelector<HTMLElement>('[data-row][tabindex="0"]')
      row?.focus({ preventScroll: true })
      row?.scrollIntoView({ block: 'nearest' })
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [container])

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey || typingIn(event.target)) return
    const row = (event.target as Element).closest<HTMLElement>('[data-row]')
    if (!row) return
    const index = Number(row.dataset.row)
    const onRow = event.target === row
    const move = (to: number) => {
      event.preventDefault()
      focusRow(to)
    }
    const key = event.key
    if (key === 'ArrowDown' || key === 'j') move(index + 1)
    else if (key === 'ArrowUp' || key === 'k') move(index - 1)
    else if (onRow && key === 'Home') move(0)
    else if (onRow && key === 'End') move(rows.length - 1)
    else if (onRow && key === 'Enter') {
      const link = row.querySelector<HTMLElement>('a[href]')
      if (!link) return
      event.preventDefault()
      link.click()
    } else if (key === 'x' && select && rows[index] !== undefined) {
      event.preventDefault()
      const chosen = rows[index]
      if (select.mode) select.toggle(chosen)
      else select.start(chosen)
    }
  }
  return {
    /** The ref of the element around the rows. */
    attach: setContainer,
    onKeyDown,
    /** A row's place in the keys: its index, whether Tab reaches it, and focus within it making it the active row. */
    rowProps: (index: number) => ({
      'data-row': index,
      tabIndex: index === at ? 0 : -1,
      onFocus: (event: FocusEvent) => {
        if (event.currentTarget.contains(event.target)) setActive(index)
      },
    }),
  }
}
