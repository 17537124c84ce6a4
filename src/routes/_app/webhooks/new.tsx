import { createFileRoute } from '@tanstack/react-router'
import { NewWebhookScreen } from '../../../features/webhooks/new-webhook-screen'

export const Route = createFileRoute('/_app/webhooks/new')({
  component: NewWebhookScreen,
})
