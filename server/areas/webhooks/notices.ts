import { and, eq } from 'drizzle-orm'
import { webhookFailing, webhookFailingBody } from '../../../src/paraglide/m/inbox'
import { users } from '../../auth/schema'
import type { Tx } from '../../db/client'
import { notify } from '../inbox'

/**
 * An endpoint the server turned off tells the organisation's owners (docs/integrations.md#webhooks), each in their
 * language, in the write that turned it off; the notification opens the endpoint's page.
 */
export async function tellOwners(tx: Tx, orgId: string, endpoint: { id: string; url: string }, last: string): Promise<void> {
  const owners = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.orgId, orgId), eq(users.role, 'owner')))
  await notify(tx, orgId, {
    kind: 'webhook_failing',
    to: owners.map((owner) => owner.id),
    record: { type: 'webhook_endpoint', id: endpoint.id },
    link: `/webhooks/${endpoint.id}`,
    text: () => ({ title: webhookFailing({ url: endpoint.url }), body: webhookFailingBody({ last }) }),
  })
}
