import { textsOf } from '../../contract/vocabulary'
import { historyLabels, historyRecordTypes, type HistoryEntry } from '../../contract/history'
import { actorOf, describeChanges, formatInstant, relativeTime } from '../../lib/history-entry'
import type { Column } from '../../ui/list/data-table'
import { actionNames } from './activity-list'
import { RecordLink } from './record-link'
import '../../ui/list/cells.css'
import '../../ui/styles/history.css'

const historyHeaders = textsOf(historyLabels)

const changesOf = (entry: HistoryEntry) => describeChanges(entry).join('; ')

/** Each entry as a row (cards on phones): when, the record (a link to it), its type, who, what they did and the changes. */
export const activityColumns: Column<HistoryEntry>[] = [
  {
    key: 'at',
    header: historyHeaders.at,
    sortKey: 'at',
    card: 'meta',
    render: (row) => (
      <time dateTime={row.at} title={relativeTime(row.at)}>
        {formatInstant(row.at)}
      </time>
    ),
    cardRender: (row) => (
      <time dateTime={row.at} title={formatInstant(row.at)}>
        {relativeTime(row.at)}
      </time>
    ),
  },
  {
    key: 'record',
    header: historyHeaders.record_label,
    primary: true,
    render: (row) => (
      <RecordLink entry={row} className="code-link tap-target">
        {row.record_label || historyRecordTypes[row.record_type].label()}
      </RecordLink>
    ),
  },
  {
    key: 'type',
    header: historyHeaders.record_type,
    card: 'meta',
    render: (row) => historyRecordTypes[row.record_type].label(),
  },
  {
    key: 'person',
    header: historyHeaders.actor_name,
    card: 'meta',
    render: actorOf,
  },
  {
    key: 'action',
    header: historyHeaders.action,
    render: (row) => actionNames[row.action],
  },
  {
    key: 'changes',
    header: historyHeaders.changes,
    render: (row) => <span className="activity-changes">{changesOf(row) || '—'}</span>,
  },
]
