import { useId } from 'react'
import { Button } from './button'
import { useModalDialog } from './use-modal-dialog'

export type Confirmation = { title: string; text: string; action: string }

/** Asks before a one-tap change that cannot be undone; Escape or Cancel keep things as they are. */
export function ConfirmDialog({ ask, onConfirm, onCancel }: { ask: Confirmation | null; onConfirm: () => void; onCancel: () => void }) {
  const id = useId()
  const dialog = useModalDialog(ask !== null)
  if (!ask) return null
  return (
    <dialog ref={dialog} className="leave-dialog" aria-labelledby={`${id}-title`} onClose={onCancel}>
      <h2 id={`${id}-title`}>{ask.title}</h2>
      <p className="muted">{ask.text}</p>
      <div className="leave-dialog-actions">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={onConfirm}>{ask.action}</Button>
      </div>
    </dialog>
  )
}
