import type { OutboxTail } from './outbox'

export const demoPassword = 'Kesar@2026'
export const benchPassword = 'Bench@2026'

let clients = 0

/**
 * A new client address for X-Forwarded-For (the bench server trusts it), so per-IP limits
 * apply per simulated client rather than to the whole bench.
 */
export function nextClientIp(): string {
  const n = clients++
  return `10.77.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`
}

export type ApiAnswer = { status: number; body: Record<string, unknown> }

export async function postJson(baseUrl: string, path: string, body: object, ip: string): Promise<ApiAnswer> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  })
  const text = await response.text()
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} }
}

function expectOk(answer: ApiAnswer, what: string): void {
  if (answer.status < 200 || answer.status >= 300) throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.body)}`)
}

/** Email and password, then the SMS code from the outbox; returns the session token. */
export async function signInViaApi(baseUrl: string, outbox: OutboxTail, email: string, password: string, ip = nextClientIp()): Promise<string> {
  expectOk(await postJson(baseUrl, '/api/accounts/login', { email, password }, ip), `login of ${email}`)
  const otp = await outbox.takeLoginCode(email)
  const verified = await postJson(baseUrl, '/api/accounts/verify-otp', { email, otp }, ip)
  expectOk(verified, `verify-otp of ${email}`)
  const token = verified.body.token
  if (typeof token !== 'string') throw new Error(`verify-otp of ${email} returned no token`)
  return token
}

const benchEmail = (n: number) => `bench-${n}@bench.example`

/** Signs up `count` owners (their own organisation each), a few at a time: each signup hashes a password. */
export async function createBenchUsers(baseUrl: string, count: number, parallel = 4): Promise<string[]> {
  const emails = Array.from({ length: count }, (_, i) => benchEmail(i + 1))
  for (let start = 0; start < count; start += parallel) {
    await Promise.all(
      emails.slice(start, start + parallel).map(async (email, j) => {
        const n = start + j + 1
        const body = {
          firstName: `Bench Co ${n}`,
          lastName: 'Bench User',
          email,
          phone: `98000${String(n).padStart(5, '0')}`,
          password: benchPassword,
          city: 'hyd',
          address: 'Bench address',
        }
        expectOk(await postJson(baseUrl, '/api/accounts/signup', body, nextClientIp()), `signup of ${email}`)
      }),
    )
  }
  return emails
}
