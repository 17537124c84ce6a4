import type { ReactNode } from 'react'
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
  return (
    <div className="list-screen">
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
