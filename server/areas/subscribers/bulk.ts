import { subscriberCsv } from '../../../src/contract/subscribers'
import { subscriberListQuery } from '../../../src/contract/subscribers/list'
import { requireArea } from '../../auth/middleware'
import { bulkMount } from '../../kit/bulk-routes'
import { getSubscriber, listSubscribers } from './reads'
import { nounSubscriber, nounSubscribers } from '../../../src/paraglide/m/server'

/** The subscriber list's chosen rows as CSV (docs/api.md#bulk), their contact details masked as the list shows them. */
export const subscriberBulk = bulkMount('/subscribers', {
  guard: requireArea('/subscribers'),
  noun: [nounSubscriber, nounSubscribers],
  query: subscriberListQuery,
  list: (db, orgId, params, signal, user) => listSubscribers(db, orgId, user.role, params, signal),
  get: (db, orgId, id, user) => getSubscriber(db, orgId, user.role, id, false),
  rowId: (subscriber) => subscriber.subscriber_id,
  csv: subscriberCsv,
})
