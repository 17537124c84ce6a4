import { Button } from '../button'
import { AlertIcon } from '../icons'
import '../styles/forms.css'

/** A field someone else changed: its latest value, the user's value, and whether the user's stays on loading the latest. */
export type Difference = { label: string; latest: string; yours: string; kept: boolean }

/** Shown when the record changed on the server since the form was loaded (a 409, a refetch, or an old draft). */
export function StaleAlert({ differences, onLoadLatest }: { differences: Difference[]; onLoadLatest: () => void }) {
  return (
    <div className="form-alert stale-alert" role="alert">
      <AlertIcon size={20} />
      <div className="stale-alert-body">
        <p>
          <strong>This record was changed by someone else.</strong> Load the latest version to save over it: fields you changed keep what you typed, the others
          take the latest values.
        </p>
        {differences.length > 0 ? (
          <ul className="stale-alert-list" aria-label="Fields changed by someone else">
            {differences.map((item) => (
              <li key={item.label}>
                <strong>{item.label}:</strong> now “{item.latest || '—'}”{item.kept && <> · yours “{item.yours || '—'}” is kept</>}
              </li>
            ))}
          </ul>
        ) : (
          <p>None of the fields in this form changed; only its version did.</p>
        )}
        <Button variant="secondary" size="sm" onClick={onLoadLatest}>
          Load latest and keep my edits
        </Button>
      </div>
    </div>
  )
}

export type FieldReader<V> = { label: string; read: (values: V) => string }

/** The fields the latest version changed since the edit began, as the alert shows them. */
export function differencesOf<V>(fields: FieldReader<V>[], mine: V, base: V, latest: V): Difference[] {
  return fields.flatMap(({ label, read }) => {
    const [yours, before, now] = [read(mine).trim(), read(base).trim(), read(latest).trim()]
    return now === before ? [] : [{ label, latest: now, yours, kept: yours !== before && yours !== now }]
  })
}
