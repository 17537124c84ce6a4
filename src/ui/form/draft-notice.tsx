import { formatDateTime, formatTime } from '../../lib/dates'
import * as m from '../../paraglide/m/form'

const SLOT = '\u0000'

const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString()

/** When a draft was kept: its time today ('10:42 am'), else its date and time. */
function keptAt(iso: string | undefined): string | null {
  if (!iso || Number.isNaN(new Date(iso).getTime())) return null
  return sameDay(new Date(iso), new Date()) ? formatTime(iso) : formatDateTime(iso)
}

/** Says that the form holds input kept from before (a draft put back after a reload or a return), with a way to drop it. */
export function DraftNotice({ savedAt, onDiscard }: { savedAt?: string; onDiscard: () => void }) {
  const at = keptAt(savedAt)
  // The time keeps its own unbreakable span wherever the language puts it in the sentence.
  const [before, after] = m.unsavedFrom({ at: SLOT }).split(SLOT)
  return (
    <p className="form-alert draft-notice" data-tone="info" role="status">
      <span>
        {at ? (
          <>
            {before}
            <span className="nowrap">{at}</span>
            {after}
          </>
        ) : (
          m.unsavedChanges()
        )}
      </span>
      <span aria-hidden="true">·</span>
      <button type="button" className="btn btn-ghost draft-notice-discard" onClick={onDiscard}>
        {m.discard()}
      </button>
    </p>
  )
}
