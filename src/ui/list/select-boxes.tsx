import { useEffect, useRef, type MouseEvent, type PointerEvent } from 'react'
import type { RowSelect } from './column'
import * as m from '../../paraglide/m/kit'

/** A row's checkbox, its label the row's name ("Select KESAR10"), in a 44 px target. */
export function RowCheckbox<T>({ select, row, className = 'select-box' }: { select: RowSelect<T>; row: T; className?: string }) {
  return (
    <label className={className}>
      <input type="checkbox" checked={select.isSelected(row)} onChange={() => select.toggle(row)} aria-label={select.label(row)} />
    </label>
  )
}

/** The header's checkbox: the page's rows, half-checked when some are chosen. */
export function PageCheckbox<T>({ select, caption, disabled }: { select: RowSelect<T>; caption: string; disabled?: boolean }) {
  const box = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (box.current) box.current.indeterminate = select.page === 'some'
  }, [select.page])
  return (
    <label className="select-box">
      <input
        ref={box}
        type="checkbox"
        checked={select.page === 'all' && !disabled}
        disabled={disabled}
        onChange={select.togglePage}
        aria-label={m.selectPageRows({ things: caption.toLowerCase() })}
      />
    </label>
  )
}

/** How long a finger rests on a card before it starts select mode. */
const pressMs = 500

/**
 * A long press on a card of the list (handlers for the list, found by the card's `data-index`): `onPress` gets the
 * card's index. A finger that moves (a scroll) or lifts early is no press; the click that follows a press is dropped,
 * so the card's link does not open.
 */
export function useLongPress(onPress: (index: number) => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const pressed = useRef(false)
  const cancel = () => clearTimeout(timer.current)
  useEffect(() => cancel, [])
  return {
    onPointerDown: (event: PointerEvent) => {
      pressed.current = false
      const card = (event.target as Element).closest<HTMLElement>('[data-index]')
      if (!card || event.button !== 0) return
      cancel()
      timer.current = setTimeout(() => {
        pressed.current = true
        onPress(Number(card.dataset.index))
      }, pressMs)
    },
    onPointerUp: cancel,
    onPointerMove: (event: PointerEvent) => {
      if (Math.abs(event.movementX) + Math.abs(event.movementY) > 4) cancel()
    },
    onPointerCancel: cancel,
    onContextMenu: (event: MouseEvent) => {
      if (pressed.current) event.preventDefault()
    },
    onClickCapture: (event: MouseEvent) => {
      if (!pressed.current) return
      pressed.current = false
      event.preventDefault()
      event.stopPropagation()
    },
  }
}
