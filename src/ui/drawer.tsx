import type { ReactNode } from 'react'
import * as m from '../paraglide/m/kit'
import { Button } from './button'
import { useModalDialog } from './use-modal-dialog'
import './styles/detail.css'

/** A side panel over the page (a record opened from a list); Escape, the close button and the backdrop close it. */
export function Drawer({ open, title, onClose, children }: { open: boolean; title: string; onClose: () => void; children: ReactNode }) {
  const dialog = useModalDialog(open)
  return (
    <dialog
      ref={dialog}
      className="drawer"
      aria-labelledby="drawer-title"
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose()
      }}
    >
      {open && (
        <>
          <div className="drawer-head">
            <h2 id="drawer-title">{title}</h2>
            <Button variant="secondary" onClick={onClose}>
              {m.close()}
            </Button>
          </div>
          {children}
        </>
      )}
    </dialog>
  )
}
