import { useId } from 'react'
import { Button } from '../../ui/button'
import { useModalDialog } from '../../ui/use-modal-dialog'

const shortcuts: readonly (readonly [keys: readonly string[], what: string])[] = [
  [['Ctrl', 'K'], 'Open the command palette (⌘ K on a Mac)'],
  [['?'], 'Show these keyboard shortcuts'],
  [['↑', '↓'], 'Move through the palette’s results'],
  [['Enter'], 'Open the chosen result'],
  [['Esc'], 'Close the palette or a dialog'],
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
        <h2 id={`${id}-title`}>Keyboard shortcuts</h2>
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
      <dl className="shortcut-list">
        {shortcuts.map(([keys, what]) => (
          <div key={what}>
            <dt>
              {keys.map((key) => (
                <kbd key={key}>{key}</kbd>
              ))}
            </dt>
            <dd>{what}</dd>
          </div>
        ))}
      </dl>
    </dialog>
  )
}
