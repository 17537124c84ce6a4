import { and, eq, isNull, sql } from 'drizzle-orm'
import type * as v from 'valibot'
import type { User } from '../../src/contract/account'
import type { signupBody } from '../../src/contract/account/forms'
import type { Db, Tx } from '../db/client'
import { oneTimeCodes, organisations, users } from './schema'
import { ensureRoles, roleOf } from './roles'
import type { CodeTransport } from './code-transport'
import { issueCode, resendCode, verifyCode, verifyFailure, cooldownMessage } from './otp'
import type { Clock } from './rate-limit'
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords'
import { fail, isUniqueViolation } from '../kit/result'
import type { Outcome } from '../kit/result'
import { createSession, userColumns } from './sessions'
import type { Device } from './sessions'
import { statsChanged } from '../kit/stats-cache'
import { codeResent, codeSent, codeSentByEmail, emailTaken, signInAgain, wrongLogin } from '../../src/paraglide/m/server'
import { maskedTo } from '../platform/messages/mask'
import { queuedAs } from '../platform/messages/receipts'
import type { CodeMessage, MessageOrg } from './code-transport'
import { enterAuthenticatorCode, noSmsForRole } from '../../src/paraglide/m/security'
import { totpState } from './totp'
import { accountDeactivated } from '../../src/paraglide/m/team'

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

/** What each area gives a new organisation in its sign-up transaction (server/kit/area.ts `organisationCreated`). */
export type OrganisationCreated = (tx: Tx, orgId: string) => Promise<void>

export async function signup(db: Db, input: SignupInput, organisationCreated: OrganisationCreated): Promise<Outcome<object>> {
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
      // The eight default roles (docs/accounts.md#roles-as-data), the owner's first among them.
      await ensureRoles(tx, org.id)
      // Its starter categories, car types and wallet, each from its area.
      await organisationCreated(tx, org.id)
      return org.id
    })
    await statsChanged(db, orgId)
  } catch (error) {
    if (isUniqueViolation(error)) return taken()
    throw error
  }
  return { ok: true }
}

/**
 * Where a code went, as the code screen shows it (masked), and the job that carries it when it was queued: the app
 * asks for that job's delivery to tell the person when the provider refused it.
 */
export type CodeSent = { message: string; sentTo: string; delivery?: string }

async function sendCode(transport: CodeTransport, message: CodeMessage & MessageOrg): Promise<Omit<CodeSent, 'message'>> {
  await transport.send(message)
  return { sentTo: maskedTo(message), delivery: queuedAs(message) }
}

/**
 * The password, then the second factor: an SMS code, or for a person with an authenticator app its code
 * (`second_factor: 'totp'`; the challenge is made all the same and sent by SMS only when they ask: resend_otp).
 */
export async function login(
  db: Db,
  transport: CodeTransport,
  email: string,
  password: string,
): Promise<Outcome<CodeSent | { message: string; second_factor: 'totp'; sms_fallback: boolean }>> {
  const [user] = await db
    .select({
      id: users.id,
      orgId: users.orgId,
      role: users.role,
      phone: users.phone,
      passwordHash: users.passwordHash,
      language: users.language,
      status: users.status,
    })
    .from(users)
    .where(eq(users.email, email))
  const valid = user ? await verifyPassword(password, user.passwordHash) : await burnPasswordCheck(password)
  if (!user || !valid) return fail(400, wrongLogin())
  if (user.status !== 'active') return fail(403, accountDeactivated())
  const issued = await issueCode(db, email, 'login')
  if (!issued.ok) throw new Error('login code was not issued')
  if ((await totpState(db, user.id)).enabled) {
    // Nothing was sent: "Send an SMS instead" (resend_otp) may send the challenge's code at once, without the cooldown.
    await db
      .update(oneTimeCodes)
      .set({ lastSentAt: sql`now() - interval '1 hour'` })
      .where(and(eq(oneTimeCodes.email, email), eq(oneTimeCodes.purpose, 'login'), isNull(oneTimeCodes.consumedAt)))
    // A role that requires the app takes no SMS code in its place (backup codes are the way in without the phone).
    const smsFallback = !(await roleOf(db, user.orgId, user.role))?.requireTotp
    return { ok: true, message: enterAuthenticatorCode(), second_factor: 'totp', sms_fallback: smsFallback }
  }
  const sent = await sendCode(transport, {
    channel: 'sms',
    to: user.phone,
    email,
    purpose: 'login',
    code: issued.code,
    language: user.language,
    org: { id: user.orgId, by: user.id },
  })
  return { ok: true, message: codeSent({ last: lastDigits(user.phone) }), ...sent }
}

/** A new sign-in code, by SMS or (when the SMS provider refused it) by email to the account's address. */
export async function resendLoginCode(db: Db, transport: CodeTransport, email: string, channel: 'sms' | 'email' = 'sms'): Promise<Outcome<CodeSent>> {
  const [user] = await db
    .select({ id: users.id, orgId: users.orgId, role: users.role, phone: users.phone, language: users.language, status: users.status })
    .from(users)
    .where(eq(users.email, email))
  if (!user || user.status !== 'active') return fail(400, signInAgain())
  if ((await totpState(db, user.id)).enabled && (await roleOf(db, user.orgId, user.role))?.requireTotp) return fail(400, noSmsForRole())
  const issued = await resendCode(db, email, 'login', pendingLoginSeconds)
  if (!issued.ok) {
    return issued.reason === 'cooldown' ? fail(429, cooldownMessage(issued.secondsLeft), { retryAfter: issued.secondsLeft }) : fail(400, signInAgain())
  }
  const to = channel === 'sms' ? user.phone : email
  const sent = await sendCode(transport, {
    channel,
    to,
    email,
    purpose: 'login',
    code: issued.code,
    language: user.language,
    org: { id: user.orgId, by: user.id },
  })
  return { ok: true, message: channel === 'sms' ? codeResent({ last: lastDigits(user.phone) }) : codeSentByEmail({ to: sent.sentTo }), ...sent }
}

export async function verifyLogin(db: Db, email: string, otp: string, ttlHours: number, clock?: Clock, device?: Device): Promise<Outcome<SignedIn>> {
  const checked = await verifyCode(db, email, 'login', otp, clock)
  if (!checked.ok) return verifyFailure(checked, signInAgain())
  return startSession(db, email, ttlHours, device)
}

/** The session of a sign-in whose second factor passed. */
export async function startSession(db: Db, email: string, ttlHours: number, device?: Device): Promise<Outcome<SignedIn>> {
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
