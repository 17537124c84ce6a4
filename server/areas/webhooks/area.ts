import type { Area } from '../../kit/area'
import { webhookRoutes } from './routes'

/** The organisation's webhooks (docs/integrations.md#webhooks): /webhooks for the owner; deliveries by ./deliveries.ts. */
export const webhooksArea: Area = {
  name: 'webhooks',
  mounts: [{ prefix: '/api/webhooks', routes: webhookRoutes }],
}
