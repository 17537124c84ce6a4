import { createHash, randomBytes } from 'node:crypto'

/** 32 random bytes, base64url: what the client holds. */
export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

/** What the database holds: a leaked table cannot be replayed as bearer tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
