import { useQuery, useQueryClient, type UseQueryOptions } from '@tanstack/react-query'
import { useRouterState, type LinkProps } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useOnline } from '../../lib/connectivity'
import { useMayChange } from '../../lib/permissions-store'
import { savedRow } from '../../lib/saved-rows'
import type { HistoryRecordType } from '../../contract/history'
import type { NotedRecordType } from '../../contract/inbox/record-notes'
import { OutageNote } from '../outage-note'
import { PageHeader } from '../page-header'
import { BackLink } from './form-layout'
import { RecordHistory } from './record-history'
import { RecordNotes } from './record-notes'
import { RecordScreen } from './record-screen'

/** The way back from a form to its list: the header's link, and where the form's Cancel goes. */
export type Back = { to: LinkProps['to']; label: string }

/** `actions`: more header actions after the way back (the booking screen's way to its car types). */
type AddScreenProps = { title: string; description: string; back: Back; actions?: ReactNode; children: ReactNode }

/** A whole create page: its header with the way back, over the form. */
export function AddScreen({ title, description, back, actions, children }: AddScreenProps) {
  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          <>
            <BackLink to={back.to}>{back.label}</BackLink>
            {actions}
          </>
        }
      />
      {children}
    </>
  )
}

type EditScreenProps<Row> = {
  /** The route's `$id`, read by the screen with its own route (`useParams({ from: '/_app/roles/$id' })`): typed there. */
  id: string
  // Any key: query options are invariant in it, and every resource has its own.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  resource: { detailQuery: (id: string) => UseQueryOptions<Row, Error, Row, any>; keys?: { all: readonly string[] }; rowId?: (row: Row) => string }
  /** What the record is, for the states: 'product variant'. */
  what: string
  /** Its record type in the trail of changes: the History section under the form or page reads its entries. */
  history: HistoryRecordType
  heading: (row: Row | undefined) => { title: string; description: string }
  /** The header's way back, first; without it `actions` are the whole header (a campaign's "Its ads" before its way back). */
  back?: Back
  /** More header actions beside the way back, once the record is here. */
  actions?: (row: Row) => ReactNode
  /** Its notes with @mentions (docs/areas/inbox.md#notes-on-records) above the History section, for whoever may change it. */
  notes?: NotedRecordType
  /** False leaves out how fresh the record is. */
  freshness?: boolean
  /** The record comes from a separate service: above the page, the note that it is down and this is a saved copy. */
  outageNote?: boolean
  /** The form, or the record's own page (a complaint with its timeline, a tour with its stops). */
  children: (row: Row, id: string) => ReactNode
}

/** A whole page of the record of the route's `$id` (edit or view): header, loading, offline and failure states, then the form or the record. */
export function EditScreen<Row>({ id, resource, history, notes, back, actions, outageNote, children, ...screen }: EditScreenProps<Row>) {
  const mayNote = useMayChange(useRouterState({ select: (state) => state.location.pathname }))
  const queryClient = useQueryClient()
  const online = useOnline()
  const { keys, rowId } = resource
  // Offline, a record a saved list holds is drawn from it (issue 31, item 2), rather than "no saved copy" (`never`: the
  // placeholder type guards against functions, which a row is not).
  const query = useQuery({
    ...resource.detailQuery(id),
    placeholderData: online || !keys || !rowId ? undefined : () => savedRow(queryClient, keys.all, rowId, id) as never,
  })
  return (
    <>
      {outageNote && <OutageNote query={query} />}
      <RecordScreen
        key={id}
        {...screen}
        query={query}
        actions={
          back || actions
            ? (row) => (
                <>
                  {back && <BackLink to={back.to}>{back.label}</BackLink>}
                  {actions?.(row)}
                </>
              )
            : undefined
        }
      >
        {(row) => (
          <>
            {children(row, id)}
            {notes && mayNote && <RecordNotes type={notes} id={id} />}
            <RecordHistory type={history} id={id} version={row} />
          </>
        )}
      </RecordScreen>
    </>
  )
}
