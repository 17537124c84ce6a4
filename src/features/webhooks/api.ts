import {
  webhookAttemptSchema,
  webhookCreatedResponse,
  webhookDeliveryResponse,
  webhookEndpointSchema,
  webhookPaths,
  webhookSavedResponse,
  type WebhookAttempt,
  type WebhookAttemptListQuery,
  type WebhookEndpoint,
  type WebhookEndpointBody,
  type WebhookListQuery,
} from '../../contract/webhooks'
import { messageResponse } from '../../contract/common'
import * as m from '../../paraglide/m/webhooks'
import { apiRequest } from '../../lib/http'
import { defineResource } from '../../lib/resource-api'

/** docs/integrations.md#webhooks: the organisation's endpoints (the owner's). */
export const webhooksResource = defineResource<WebhookEndpoint, WebhookListQuery>({
  key: ['webhooks'],
  row: webhookEndpointSchema,
  list: webhookPaths.list,
  detail: webhookPaths.one,
  toasts: { list: m.loadFailed, detail: m.loadFailed },
})

const attemptResources = new Map<string, ReturnType<typeof attemptsOf>>()
const attemptsOf = (id: string) =>
  defineResource<WebhookAttempt, WebhookAttemptListQuery>({
    key: ['webhooks', 'attempts', id],
    row: webhookAttemptSchema,
    list: webhookPaths.attempts(id),
    toasts: { list: m.loadFailed, detail: m.loadFailed },
  })

/** An endpoint's delivery log (one resource per endpoint, made once). */
export function webhookAttemptsResource(id: string) {
  let resource = attemptResources.get(id)
  if (!resource) {
    resource = attemptsOf(id)
    attemptResources.set(id, resource)
  }
  return resource
}

export const createWebhook = (body: WebhookEndpointBody) => apiRequest(webhookPaths.create, { method: 'POST', body, schema: webhookCreatedResponse })
export const saveWebhook = (id: string, body: WebhookEndpointBody) => apiRequest(webhookPaths.one(id), { method: 'PUT', body, schema: webhookSavedResponse })
export const deleteWebhook = (id: string) => apiRequest(webhookPaths.one(id), { method: 'DELETE', schema: messageResponse })
export const sendTestEvent = (id: string) => apiRequest(webhookPaths.test(id), { method: 'POST', body: {}, schema: webhookDeliveryResponse })
export const replayDelivery = (id: string, delivery: string) =>
  apiRequest(webhookPaths.replay(id, delivery), { method: 'POST', body: {}, schema: webhookDeliveryResponse })
export const rotateSecret = (id: string) => apiRequest(webhookPaths.rotate(id), { method: 'POST', body: {}, schema: webhookCreatedResponse })
