import { useId, useRef, type MouseEvent, type ReactNode } from 'react'
import * as m from '../../paraglide/m/kit'
import { DataFreshness } from '../data-freshness'
import { PageHeader } from '../page-header'
import { ListView, type ListViewProps } from './list-view'

type ListScreenProps<T> = Omit<ListViewProps<T>, 'caption'> & {
  /** The page's heading, also the table's caption. */
  title: string
  description: string
  /** The page's main action (New …). */
  actions?: ReactNode
  /** Between the header and the toolbar: the filter's totals, a form opened from the header. */
  panel?: ReactNode
  /** After the rows: a second table, a drawer opened from a row. */
  after?: ReactNode
}

/** A whole list page: its header (with how fresh the rows are) over the list view. */
export function ListScreen<T>({ title, description, actions, panel, after, ...view }: ListScreenProps<T>) {
  const screen = useRef<HTMLDivElement>(null)
  const hint = useId()
  // Past the header, toolbar and filters to the row the keyboard was last on (or the empty or error state).
  const skip = (event: MouseEvent) => {
    const target =
      screen.current?.querySelector<HTMLElement>('[data-row][tabindex="0"]') ?? screen.current?.querySelector<HTMLElement>('.list-results, .state-card')
    if (!target) return
    event.preventDefault()
    if (!target.hasAttribute('tabindex')) target.tabIndex = -1
    target.focus()
  }
  return (
    <div className="list-screen" ref={screen}>
      <a className="skip-link" href="#main" onClick={skip} aria-describedby={hint}>
        {m.skipToList()}
      </a>
      <p id={hint} hidden>
        {m.rowKeys()}
      </p>
      <PageHeader
        title={title}
        description={description}
        meta={<DataFreshness updatedAt={view.list.dataUpdatedAt} fetching={view.list.isFetching} />}
        actions={actions}
      />
      {panel}
      <ListView caption={title} {...view} />
      {after}
    </div>
  )
}
