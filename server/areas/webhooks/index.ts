// What the rest of the server may use of the webhooks area: the deliveries' queue and the changes' dispatcher, and an
// event that is not a record's change (an import's job sends `import.finished`).
export { defaultWebhookSettings, sendEvent, startWebhookJobs } from './deliveries'
