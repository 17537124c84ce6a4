import { Link, useParams } from '@tanstack/react-router'
import type { ComplaintDetail } from '../../contract/complaints'
import { categoryNames, complaintLabels, complaintStatusNames, complaintStatusTones, priorityNames } from '../../contract/complaints/list'
import * as m from '../../paraglide/m/complaints'
import { cityNames, planNames } from '../../contract/subscribers/list'
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
  const { id } = useParams({ from: '/_app/complaints/view/$id' })
  return (
    <EditScreen
      id={id}
      resource={complaintRecords}
      what={m.whatComplaint()}
      history="complaint"
      heading={(row) => ({
        title: row ? m.complaintTitle({ ticket: row.ticket_number }) : m.complaint(),
        description: row
          ? m.detailDescription({ category: categoryNames[row.category], date: formatDate(row.created_at), age: ageOf(row.created_at, row.resolved_at) })
          : m.loadingComplaint(),
      })}
      back={{ to: '/complaints', label: m.allComplaints() }}
    >
      {(complaint) => <ComplaintBody complaint={complaint} />}
    </EditScreen>
  )
}

function ComplaintBody({ complaint }: { complaint: ComplaintDetail }) {
  const { customer, product, order } = complaint
  const main = (
    <>
      <DetailSection title={m.workTicket()}>
        <div className="timeline-head">
          <StatusBadge label={complaintStatusNames[complaint.status]} tone={complaintStatusTones[complaint.status]} />
          <StatusBadge label={m.priorityBadge({ priority: priorityNames[complaint.priority] })} tone={priorityTone[complaint.priority]} />
        </div>
        <ComplaintActions complaint={complaint} />
      </DetailSection>
      <DetailSection title={m.timeline()}>
        <Timeline label={m.timelineOf({ ticket: complaint.ticket_number })} entries={complaint.timeline.map(timelineEntry)} />
        <FullHistoryLink />
      </DetailSection>
      <DetailSection title={m.addNoteOrReply()}>
        <ComplaintNoteForm id={complaint.complaint_id} />
      </DetailSection>
    </>
  )
  const aside = (
    <>
      <DetailSection title={complaintLabels.customer_name}>
        <DetailFacts
          facts={[
            [
              m.factName(),
              <Link to="/subscribers" search={{ subscriber: customer.subscriber_id }} className="name-link tap-target">
                {customer.name}
              </Link>,
            ],
            [m.factPhone(), formatPhone(customer.phone)],
            [m.factEmail(), customer.email],
            [m.factCity(), cityNames[customer.city]],
            [m.factPlan(), planNames[customer.plan]],
          ]}
        />
      </DetailSection>
      <DetailSection title={complaintLabels.order_reference}>
        {order ? (
          <DetailFacts
            facts={[
              [complaintLabels.order_reference, order.reference],
              [m.factPlaced(), order.placed_at ? formatDate(order.placed_at) : null],
              [m.factAmount(), order.amount_paise === null ? null : formatPaise(order.amount_paise)],
            ]}
          />
        ) : (
          <p className="muted">{m.noOrder()}</p>
        )}
      </DetailSection>
      <DetailSection title={complaintLabels.product_name}>
        {product ? (
          <DetailFacts
            facts={[
              [complaintLabels.product_name, product.name],
              [m.factSku(), product.sku],
              [m.factPrice(), formatPaise(product.price_paise)],
            ]}
          />
        ) : (
          <p className="muted">{m.noProduct()}</p>
        )}
      </DetailSection>
    </>
  )
  return <DetailLayout main={main} aside={aside} />
}
