import { createElement } from 'react'
import { toast, type ToastOptions } from 'react-hot-toast'
import { durations } from './messages'

/** docs/app.md#toasts: top-right, 5000 ms; the Toaster keeps at most 3 on screen. */
export const TOAST_LIMIT = 3
export const toastDefaults: ToastOptions = { duration: durations.toast }

export const notifySuccess = (message: string, options?: ToastOptions) => toast.success(message, options)
export const notifyError = (message: string, options?: ToastOptions) => toast.error(message, options)

/** Long enough to read the message and reach the button, short enough that Undo still means "what I just did". */
const UNDO_MS = 8000

/** A one-tap change's success toast with an Undo button (issue 18, item 14): Undo closes the toast and reverses the change. */
export function notifyUndoable(message: string, undo: () => void) {
  return toast.success(
    (shown) =>
      createElement(
        'span',
        { className: 'toast-undo' },
        createElement('span', null, message),
        createElement(
          'button',
          {
            type: 'button',
            className: 'btn btn-secondary btn-sm',
            onClick: () => {
              toast.dismiss(shown.id)
              undo()
            },
          },
          'Undo',
        ),
      ),
    { duration: UNDO_MS },
  )
}
