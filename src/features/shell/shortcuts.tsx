import { useId } from 'react'
import { Button } from '../../ui/button'
import { useModalDialog } from '../../ui/use-modal-dialog'
import * as m from '../../paraglide/m/palette'

const shortcuts: readonly (readonly [keys: readonly string[], what: () => string])[] = [
  [['Ctrl', 'K'], m.openPalette],
  [['?'], m.showShortcuts],
  [['↑', '↓'], m.moveResults],
  [['Enter'], m.openResult],
  [['Esc'], m.closeDialog],
]

/** The list of keyboard shortcuts (docs/app.md#command-palette), opened with `?`. */
export function Shortcuts({ onClose }: { onClose: () => void }) {
  const id = useId()
  const dialog = useModalDialog(true)
  return (
    <dialog
      ref={dialog}
      className="palette-dialog"
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose()
      }}
    >
      <div className="palette-head">
        <h2 id={`${id}-title`}>{m.keyboardShortcuts()}</h2>
        <Button variant="secondary" onClick={onClose}>
          {m.close()}
        </Button>
      </div>
      <dl className="shortcut-list">
        {shortcuts.map(([keys, what]) => (
          <div key={keys.join()}>
            <dt>
              {keys.map((key) => (
                <kbd key={key}>{key}</kbd>
              ))}
            </dt>
            <dd>{what()}</dd>
          </div>
        ))}
      </dl>
    </dialog>
  )
}
