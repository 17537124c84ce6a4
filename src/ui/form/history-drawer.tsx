import { Link, useLocation, useNavigate } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { HistoryRecordType } from '../../contract/history'
import { Drawer } from '../drawer'
import { RecordHistory } from './record-history'
import * as m from '../../paraglide/m/form'

/** The URL param that opens a record's history over a list (?history=<id>), so Back closes it. */
const param = 'history'

/** A row's "Full history" (a ledger posting's): opens the record's history over the list it keeps its own view in. */
export function FullHistoryRowLink({ id, name }: { id: string; name: string }) {
  return (
    <Link
      to="."
      search={((prev: Record<string, unknown>) => ({ ...prev, [param]: id })) as never}
      className="btn btn-secondary btn-sm"
      aria-label={m.fullHistoryOf({ name })}
    >
      {m.fullHistory()}
    </Link>
  )
}

/** A row's own actions (Cancel, Reverse) followed by its "Full history", side by side, wrapping on a narrow card. */
export function WithFullHistory({ id, name, children }: { id: string; name: string; children?: ReactNode }) {
  return (
    <span className="history-row-actions">
      {children}
      <FullHistoryRowLink id={id} name={name} />
    </span>
  )
}

/**
 * The history of the record a row's "Full history" names, in a drawer over the list. `?history=` is the drawer's own
 * param, not the list's: it is read from the URL as it is, whatever list it is over and whatever that list's search keeps.
 */
export function HistoryDrawer({ type, title }: { type: HistoryRecordType; title: string }) {
  const navigate = useNavigate()
  const open: unknown = useLocation({ select: (location) => (location.search as Record<string, unknown>)[param] })
  const id = typeof open === 'string' ? open : null
  const close = () => void navigate({ to: '.', search: ((prev: Record<string, unknown>) => ({ ...prev, [param]: undefined })) as never })
  return (
    <Drawer open={id !== null} title={title} onClose={close}>
      {id !== null && <RecordHistory type={type} id={id} version={id} />}
    </Drawer>
  )
}
