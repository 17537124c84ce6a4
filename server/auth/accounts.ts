import { and, eq } from 'drizzle-orm'
import type * as v from 'valibot'
import type { User } from '../../src/contract/accounts'
import type { signupBody } from '../../src/contract/account-forms'
import type { Db } from '../db/client'
import { categories } from '../areas/catalogue/schema'
import { organisations, users } from './schema'
import type { CodeTransport } from './code-transport'
import { issueCode, resendCode, verifyCode, verifyFailure, cooldownMessage } from './otp'
import type { Clock } from './rate-limit'
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords'
import { fail, isUniqueViolation } from '../kit/result'
import type { Outcome } from '../kit/result'
import { createSession, userColumns } from './sessions'
import type { Device } from './sessions'
import { statsChanged } from '../kit/stats-cache'
import { organisationWallet } from '../areas/money/organisation-wallet'
import { carTypes } from '../areas/booking/schema'
import { standardCarTypes } from '../areas/booking/car-types'
import { codeResent, codeSent, emailTaken, signInAgain, wrongLogin } from '../../src/contract/i18n/m/server'
import { accountDeactivated } from '../../src/contract/i18n/m/team'

type SignupInput = v.InferOutput<typeof signupBody>
export type SignedIn = { token: string; orgId: string; data: { user: User; erp_org_name: string; erp_org_image: string | null } }

// A login challenge stays resendable this long after the password was checked.
const pendingLoginSeconds = 15 * 60

/** Stores Indian mobile numbers as +91XXXXXXXXXX whichever way they were typed. */
const normalisePhone = (phone: string): string => `+91${phone.replace(/\D/g, '').slice(-10)}`
/** Sign-up's firstName is the company and lastName the contact person (docs/accounts.md#sign-up); the user is that person. */
function splitPersonName(fullName: string): { firstName: string; lastName: string } {
  const [first = fullName, ...rest] = fullName.trim().split(/\s+/)
  return { firstName: first, lastName: rest.join(' ') }
}

const lastDigits = (phone: string): string => phone.slice(-4)

/** A new organisation's product categories, so its first product template can be saved (there is no category screen). */
export const starterCategories = [
  "Men's Wear",
  "Women's Wear",
  "Kids' Wear",
  'Footwear',
  'Accessories',
  'Home Textiles',
  'Home Decor',
  'Beauty and Personal Care',
  'Electronics',
  'Grocery',
]

export async function signup(db: Db, input: SignupInput): Promise<Outcome<object>> {
  const taken = () => fail(409, emailTaken(), { errors: { email: [emailTaken()] } })
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email))
  if (existing) return taken()
  const passwordHash = await hashPassword(input.password)
  try {
    const orgId = await db.transaction(async (tx) => {
      const [org] = await tx
        .insert(organisations)
        .values({ name: input.firstName, city: input.city, address: input.address })
        .returning({ id: organisations.id })
      if (!org) throw new Error('organisation insert returned nothing')
      await tx.insert(users).values({
        orgId: org.id,
        ...splitPersonName(input.lastName),
        email: input.email,
        phone: normalisePhone(input.phone),
        passwordHash,
        role: 'owner',
        city: input.city,
      })
      await tx.insert(categories).values(starterCategories.map((name) => ({ org_id: org.id, name })))
      // The standard car types, so the organisation can book a ride on its first day (and change them on /booking/car-types).
      await tx.insert(carTypes).values(standardCarTypes.map((type) => ({ ...type, org_id: org.id })))
      await organisationWallet(tx, org.id)
      return org.id
    })
    await statsChanged(db, orgId)
  } catch (error) {
    if (isUniqueViolation(error)) return taken()
    throw error
  }
  return { ok: true }
}

export async function login(db: Db, transport: CodeTransport, email: string, password: string): Promise<Outcome<{ message: string }>> {
  const [user] = await db
    .select({ phone: users.phone, passwordHash: users.passwordHash, language: users.language, status: users.status })
    .from(users)
    .where(eq(users.email, email))
  const valid = user ? await verifyPassword(password, user.passwordHash) : await burnPasswordCheck(password)
  if (!user || !valid) return fail(400, wrongLogin())
  if (user.status !== 'active') return fail(403, accountDeactivated())
  const issued = await issueCode(db, email, 'login')
  if (!issued.ok) throw new Error('login code was not issued')
  await transport.send({ channel: 'sms', to: user.phone, email, purpose: 'login', code: issued.code, language: user.language })
  return { ok: true, message: codeSent({ last: lastDigits(user.phone) }) }
}

export async function resendLoginCode(db: Db, transport: CodeTransport, email: string): Promise<Outcome<{ message: string }>> {
  const [user] = await db.select({ phone: users.phone, language: users.language, status: users.status }).from(users).where(eq(users.email, email))
  if (!user || user.status !== 'active') return fail(400, signInAgain())
  const issued = await resendCode(db, email, 'login', pendingLoginSeconds)
  if (!issued.ok) {
    return issued.reason === 'cooldown' ? fail(429, cooldownMessage(issued.secondsLeft), { retryAfter: issued.secondsLeft }) : fail(400, signInAgain())
  }
  await transport.send({ channel: 'sms', to: user.phone, email, purpose: 'login', code: issued.code, language: user.language })
  return { ok: true, message: codeResent({ last: lastDigits(user.phone) }) }
}

export async function verifyLogin(db: Db, email: string, otp: string, ttlHours: number, clock?: Clock, device?: Device): Promise<Outcome<SignedIn>> {
  const checked = await verifyCode(db, email, 'login', otp, clock)
  if (!checked.ok) return verifyFailure(checked, signInAgain())
  const [row] = await db
    .select({ user: userColumns, orgName: organisations.name, orgImage: organisations.image })
    .from(users)
    .innerJoin(organisations, eq(organisations.id, users.orgId))
    .where(and(eq(users.email, email), eq(users.status, 'active')))
  if (!row) return fail(400, signInAgain())
  const { orgId, ...user } = row.user
  const token = await createSession(db, { id: user.id, orgId }, ttlHours, device)
  return { ok: true, token, orgId, data: { user, erp_org_name: row.orgName, erp_org_image: row.orgImage } }
}
