import { and, eq } from 'drizzle-orm'
import type { Organisation, User } from '../../../src/contract/account'
import type { Db } from '../../db/client'
import { organisations, users } from '../../auth/schema'
import { userColumns } from '../../auth/sessions'

export type ErpUser = { erp_org_name: string; erp_org_image: string | null; organisation: Organisation; user: User }

/** The signed-in user and their organisation; both looked up inside the caller's organisation only. */
export async function getErpUser(db: Db, orgId: string, userId: string): Promise<ErpUser | null> {
  const [row] = await db
    .select({ org: organisations, user: userColumns })
    .from(users)
    .innerJoin(organisations, eq(organisations.id, users.orgId))
    .where(and(eq(users.id, userId), eq(users.orgId, orgId)))
  if (!row) return null
  const { org } = row
  const { orgId: _orgId, ...user } = row.user
  return {
    erp_org_name: org.name,
    erp_org_image: org.image,
    organisation: { id: org.id, name: org.name, image: org.image, city: org.city, address: org.address, created_at: org.createdAt.toISOString() },
    user,
  }
}
