import { useEffect, useRef } from 'react'

/**
 * A `<dialog>` opened as a modal while `open` holds: showModal traps the focus and closes on Escape (the dialog's
 * onClose then says so). Attach the returned ref to the dialog.
 */
export function useModalDialog(open: boolean) {
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) element.showModal()
    if (!open && element.open) element.close()
  }, [open])
  return dialog
}
