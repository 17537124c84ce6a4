import { asc, eq } from 'drizzle-orm'
import { organisations } from '../auth/schema'
import type { Db } from '../db/client'
import { verifyChain } from '../kit/history-chain'
import { isUuid } from '../kit/list-query'
import { OperatorError } from './operator-error'

/**
 * `npm run history:verify [-- ORG_ID]` (docs/history.md#verify): checks the history chain of every organisation, or of
 * one, printing a line for each; false when any chain is broken, naming its first broken entry.
 */
export async function verifyHistory(db: Db, orgId: string | undefined, print: (line: string) => void): Promise<boolean> {
  if (orgId !== undefined && !isUuid(orgId)) throw new OperatorError(`${orgId} is not an organisation id (a uuid).`)
  const orgs = await db
    .select({ id: organisations.id, name: organisations.name })
    .from(organisations)
    .where(orgId === undefined ? undefined : eq(organisations.id, orgId))
    .orderBy(asc(organisations.createdAt), asc(organisations.id))
  if (orgId !== undefined && orgs.length === 0) throw new OperatorError(`There is no organisation ${orgId}.`)
  let intact = true
  for (const org of orgs) {
    const started = performance.now()
    const { checked, broken } = await verifyChain(db, org.id)
    const took = `${Math.round(performance.now() - started)} ms`
    if (broken) {
      intact = false
      print(`BROKEN ${org.name} (${org.id}): entry ${broken.seq} (id ${broken.id}, ${broken.at}): ${broken.reason} ${checked} entries before it are intact.`)
    } else print(`ok ${org.name} (${org.id}): ${checked} entries intact (${took})`)
  }
  return intact
}
