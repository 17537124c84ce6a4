// What the rest of the server may use of the webhooks area: the deliveries' queue and the changes' dispatcher.
export { defaultWebhookSettings, startWebhookJobs } from './deliveries'
