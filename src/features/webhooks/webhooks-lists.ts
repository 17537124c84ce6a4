import { webhookAttemptListQuery, webhookListQuery, webhookStateLabels } from '../../contract/webhooks'
import * as m from '../../paraglide/m/webhooks'
import { defineList } from '../../ui/list/define-list'
import { optionsOf, selectFilter } from '../../ui/list/filters'

/** /webhooks?enabled=false: newest first. */
export const webhooksList = defineList({
  texts: {
    title: m.title,
    description: m.intro,
    search: m.labelUrl,
    noun: [m.nounEndpoint, m.nounEndpoints],
    empty: [m.title, m.empty],
    csv: 'webhooks.csv',
    failed: m.loadFailed,
  },
  query: webhookListQuery,
  defaultOrdering: '-created_at',
  filters: [
    selectFilter('enabled', {
      label: m.labelState,
      options: optionsOf({ true: m.stateEnabled, false: m.stateDisabled }),
    }),
  ],
})

/** /webhooks/:id?state=failed: the delivery log, newest attempt first. */
export const attemptsList = defineList({
  texts: {
    title: m.logTitle,
    description: m.logIntro,
    search: m.labelMessageId,
    noun: [m.nounAttempt, m.nounAttempts],
    empty: [m.logTitle, m.logEmpty],
    csv: 'webhook-deliveries.csv',
    failed: m.loadFailed,
  },
  query: webhookAttemptListQuery,
  defaultOrdering: '-at',
  filters: [selectFilter('state', { label: m.labelState, options: optionsOf(webhookStateLabels) })],
})
