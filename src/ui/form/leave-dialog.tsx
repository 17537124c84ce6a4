import { Button } from '../button'
import { useModalDialog } from '../use-modal-dialog'
import type { LeaveGuard } from './use-leave-guard'
import * as m from '../../paraglide/m/form'

/**
 * The app's own "leave this form?" question, while a navigation away from a changed form waits for an answer. Leaving
 * drops the changes (`onLeave` discards the draft); a reload or a closed tab keeps them as a draft.
 */
export function LeaveDialog({ guard, onLeave }: { guard: LeaveGuard; onLeave?: () => void }) {
  // Escape closes the dialog, and closing means "stay".
  const dialog = useModalDialog(guard.status === 'blocked')
  return (
    <dialog ref={dialog} className="leave-dialog" aria-labelledby="leave-dialog-title" onClose={() => guard.reset?.()}>
      <h2 id="leave-dialog-title">{m.leaveTitle()}</h2>
      <p className="muted">{m.leaveText()}</p>
      <div className="leave-dialog-actions">
        <Button variant="secondary" onClick={() => guard.reset?.()}>
          {m.stay()}
        </Button>
        <Button
          onClick={() => {
            onLeave?.()
            guard.proceed?.()
          }}
        >
          {m.leave()}
        </Button>
      </div>
    </dialog>
  )
}
