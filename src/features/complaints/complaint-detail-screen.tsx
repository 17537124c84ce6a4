import { Link } from '@tanstack/react-router'
import type { ComplaintDetail } from '../../contract/complaints'
import { categoryNames, complaintLabels, complaintStatusNames, complaintStatusTones, priorityNames } from '../../contract/complaints-list'
import { cityNames, planNames } from '../../contract/subscribers-list'
import { formatDate } from '../../lib/dates'
import { formatPhone } from '../../lib/format'
import { formatPaise } from '../../lib/money'
import { DetailFacts, DetailLayout, DetailSection } from '../../ui/detail-layout'
import { EditScreen } from '../../ui/form/form-screens'
import { FullHistoryLink } from '../../ui/form/record-history'
import { StatusBadge } from '../../ui/status-badge'
import { Timeline } from '../../ui/timeline'
import { complaintRecords } from './api'
import { ComplaintActions } from './complaint-actions'
import { ComplaintNoteForm } from './complaint-note-form'
import { timelineEntry } from './complaint-timeline'
import { ageOf, priorityTone } from './vocabulary'

export function ComplaintDetailScreen() {
  return (
    <EditScreen
      resource={complaintRecords}
      what="complaint"
      history="complaint"
      heading={(row) => ({
        title: row ? `Complaint ${row.ticket_number}` : 'Complaint',
        description: row
          ? `${categoryNames[row.category]} · opened ${formatDate(row.created_at)} · ${ageOf(row.created_at, row.resolved_at)}`
          : 'Loading the complaint',
      })}
      back={{ to: '/complaints', label: 'All complaints' }}
    >
      {(complaint) => <ComplaintBody complaint={complaint} />}
    </EditScreen>
  )
}

function ComplaintBody({ complaint }: { complaint: ComplaintDetail }) {
  const { customer, product, order } = complaint
  const main = (
    <>
      <DetailSection title="Work this ticket">
        <div className="timeline-head">
          <StatusBadge label={complaintStatusNames[complaint.status]} tone={complaintStatusTones[complaint.status]} />
          <StatusBadge label={`${priorityNames[complaint.priority]} priority`} tone={priorityTone[complaint.priority]} />
        </div>
        <ComplaintActions complaint={complaint} />
      </DetailSection>
      <DetailSection title="Timeline">
        <Timeline label={`Timeline of ${complaint.ticket_number}`} entries={complaint.timeline.map(timelineEntry)} />
        <FullHistoryLink />
      </DetailSection>
      <DetailSection title="Add a note or reply">
        <ComplaintNoteForm id={complaint.complaint_id} />
      </DetailSection>
    </>
  )
  const aside = (
    <>
      <DetailSection title="Customer">
        <DetailFacts
          facts={[
            [
              'Name',
              <Link to="/subscribers" search={{ subscriber: customer.subscriber_id }} className="name-link tap-target">
                {customer.name}
              </Link>,
            ],
            ['Phone', formatPhone(customer.phone)],
            ['Email', customer.email],
            ['City', cityNames[customer.city]],
            ['Plan', planNames[customer.plan]],
          ]}
        />
      </DetailSection>
      <DetailSection title="Order">
        {order ? (
          <DetailFacts
            facts={[
              [complaintLabels.order_reference, order.reference],
              ['Placed', order.placed_at ? formatDate(order.placed_at) : null],
              ['Amount', order.amount_paise === null ? null : formatPaise(order.amount_paise)],
            ]}
          />
        ) : (
          <p className="muted">No order named.</p>
        )}
      </DetailSection>
      <DetailSection title="Product">
        {product ? (
          <DetailFacts
            facts={[
              [complaintLabels.product_name, product.name],
              ['SKU', product.sku],
              ['Price', formatPaise(product.price_paise)],
            ]}
          />
        ) : (
          <p className="muted">No product named.</p>
        )}
      </DetailSection>
    </>
  )
  return <DetailLayout main={main} aside={aside} />
}
