import { Button } from '../button'
import { AlertIcon } from '../icons'

type ConflictAlertProps = {
  /** Labels of the fields whose saved value differs from what the user has typed. */
  changedFields: string[]
  onLoadLatest: () => void
  loaded: boolean
}

/** 409 on a stale update: offer the latest version without throwing away what the user typed. */
export function ConflictAlert({ changedFields, onLoadLatest, loaded }: ConflictAlertProps) {
  return (
    <div className="form-alert conflict-alert" role="alert">
      <AlertIcon size={18} />
      <div>
        <p>
          <strong>This record was changed by someone else.</strong>{' '}
          {loaded ? 'Your edits are kept on top of the latest version. Save again to apply them.' : 'Your edits are still here.'}
        </p>
        {changedFields.length > 0 && <p>Saved since you opened it: {changedFields.join(', ')}.</p>}
        {!loaded && (
          <Button variant="secondary" size="sm" onClick={onLoadLatest}>
            Load latest and keep my edits
          </Button>
        )}
      </div>
    </div>
  )
}
