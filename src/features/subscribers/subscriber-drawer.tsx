import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { categoryNames, complaintStatusNames, complaintStatusTones, type ComplaintCategory } from '../../contract/complaints/list'
import { cityNames, planNames, subscriberLabels, subscriberStatusNames } from '../../contract/subscribers/list'
import * as m from '../../paraglide/m/subscribers'
import { errorText } from '../../lib/api-error'
import { formatDate } from '../../lib/dates'
import { formatCount, formatPhone } from '../../lib/format'
import { DetailFacts, DetailSection } from '../../ui/detail-layout'
import { Drawer } from '../../ui/drawer'
import { OfflineState } from '../../ui/offline-state'
import { ErrorState, Skeleton } from '../../ui/states'
import { StatusBadge } from '../../ui/status-badge'
import { subscriberRecords } from './api'

/** One subscriber over the list (?subscriber=<id>, so the link can be shared and Back closes it). */
export function SubscriberDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  return (
    <Drawer open={id !== null} title={m.subscriber()} onClose={onClose}>
      {id && <SubscriberBody id={id} />}
    </Drawer>
  )
}

function SubscriberBody({ id }: { id: string }) {
  const query = useQuery(subscriberRecords.detailQuery(id))
  if (query.isPending && query.fetchStatus === 'paused') return <OfflineState what={m.thisSubscriber()} />
  if (query.isPending) return <Skeleton height={160} />
  if (query.isError && !query.data) {
    return <ErrorState text={errorText(query.error, m.fetchSubscriberFailed())} onRetry={() => void query.refetch()} />
  }
  const person = query.data
  return (
    <div className="detail-main">
      <DetailSection title={person.name}>
        <DetailFacts
          facts={[
            [subscriberLabels.phone, formatPhone(person.phone)],
            [subscriberLabels.email, person.email],
            [subscriberLabels.city, cityNames[person.city]],
            [subscriberLabels.plan, planNames[person.plan]],
            [subscriberLabels.status, subscriberStatusNames[person.status]],
            [subscriberLabels.since, formatDate(person.since)],
          ]}
        />
      </DetailSection>
      {person.complaints && (
        <DetailSection title={m.complaintsCount({ count: formatCount(person.complaints.length) })}>
          {person.complaints.length === 0 ? (
            <p className="muted">{m.noComplaints()}</p>
          ) : (
            <ul className="timeline">
              {person.complaints.map((item) => (
                <li key={item.complaint_id} className="timeline-item" data-tone={complaintStatusTones[item.status]}>
                  <div className="timeline-head">
                    <Link to="/complaints/view/$id" params={{ id: item.complaint_id }} className="code-link tap-target">
                      {item.ticket_number}
                    </Link>
                    <StatusBadge label={complaintStatusNames[item.status]} tone={complaintStatusTones[item.status]} />
                  </div>
                  <p className="timeline-body muted">
                    {categoryNames[item.category as ComplaintCategory] ?? item.category} · {formatDate(item.created_at)}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </DetailSection>
      )}
    </div>
  )
}
