import * as m from '../paraglide/m/kit'
import { useId, type ReactNode } from 'react'
import { Button } from './button'
import { useModalDialog } from './use-modal-dialog'
// The leave dialog's look: a screen without a form (a list, a ticket) may not have loaded it.
import './styles/forms.css'

/** `keep` names the way out where 'Cancel' would be ambiguous (cancelling a booking). */
export type Confirmation = { title: string; text: string; action: string; keep?: string }

/**
 * Asks before a one-tap change that cannot be undone; Escape or the way out keep things as they are. The dialog stays
 * mounted, so closing it gives focus back to the button that opened it.
 */
export function ConfirmDialog({
  ask,
  onConfirm,
  onCancel,
  children,
  ready = true,
}: {
  ask: Confirmation | null
  onConfirm: () => void
  onCancel: () => void
  /** A value the action needs, asked for under the text (a bulk action's new status); `ready` once it is given. */
  children?: ReactNode
  ready?: boolean
}) {
  const id = useId()
  const dialog = useModalDialog(ask !== null)
  return (
    <dialog ref={dialog} className="leave-dialog" aria-labelledby={`${id}-title`} onClose={onCancel}>
      {ask && (
        <>
          <h2 id={`${id}-title`}>{ask.title}</h2>
          <p className="muted">{ask.text}</p>
          {children}
          <div className="leave-dialog-actions">
            <Button variant="secondary" onClick={onCancel}>
              {ask.keep ?? m.cancel()}
            </Button>
            <Button onClick={onConfirm} disabled={!ready}>
              {ask.action}
            </Button>
          </div>
        </>
      )}
    </dialog>
  )
}
