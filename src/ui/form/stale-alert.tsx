import { Button } from '../button'
import { AlertIcon } from '../icons'
import '../styles/forms.css'
import * as m from '../../paraglide/m/form'

/** A field someone else changed: its latest value, the user's value, and whether the user's stays on loading the latest. */
export type Difference = { label: string; latest: string; yours: string; kept: boolean }

/** Shown when the record changed on the server since the form was loaded (a 409, a refetch, or an old draft). */
export function StaleAlert({ differences, onLoadLatest }: { differences: Difference[]; onLoadLatest: () => void }) {
  return (
    <div className="form-alert stale-alert" role="alert">
      <AlertIcon size={20} />
      <div className="stale-alert-body">
        <p>
          <strong>{m.staleTitle()}</strong> {m.staleText()}
        </p>
        {differences.length > 0 ? (
          <ul className="stale-alert-list" aria-label={m.changedFields()}>
            {differences.map((item) => (
              <li key={item.label}>
                <strong>{item.label}:</strong> {m.nowValue({ value: item.latest || '—' })}
                {item.kept && <> · {m.yoursKept({ value: item.yours || '—' })}</>}
              </li>
            ))}
          </ul>
        ) : (
          <p>{m.onlyVersion()}</p>
        )}
        <Button variant="secondary" size="sm" onClick={onLoadLatest}>
          {m.loadLatest()}
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
