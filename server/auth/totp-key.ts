import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import type { Env } from '../env'
import { totpKeyFileName } from '../ops/data-dir'

/**
 * Authenticator-app secrets are stored encrypted (docs/accounts.md#authenticator-app): AES-256-GCM under TOTP_KEY, or,
 * when it is unset, a key made on first use and kept beside the data (DATA_DIR/totp.key, `.data/totp.key` with
 * DATABASE_URL; readable by the server's user only). An in-memory database gets a key of its process, as it lives there.
 */
const keys = new Map<string, Buffer>()

const keyFile = (env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'>) => resolve(join(env.DATABASE_URL ? '.data' : env.DATA_DIR, totpKeyFileName))

function readOrMakeKey(path: string): Buffer {
  const made = randomBytes(32).toString('hex')
  mkdirSync(dirname(path), { recursive: true })
  try {
    // `wx`: of two processes starting at once, one writes and both read what it wrote.
    writeFileSync(path, `${made}\n`, { flag: 'wx', mode: 0o600 })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  const text = readFileSync(path, 'utf8').trim()
  if (!/^[0-9a-f]{64}$/i.test(text)) throw new Error(`${path} is not a key of 64 hex characters: restore it, or set TOTP_KEY`)
  return Buffer.from(text, 'hex')
}

/** The key of this environment, read once. */
export function totpKey(env: Pick<Env, 'TOTP_KEY' | 'DATABASE_URL' | 'DATA_DIR'>): Buffer {
  if (env.TOTP_KEY) return Buffer.from(env.TOTP_KEY, 'hex')
  const where = !env.DATABASE_URL && env.DATA_DIR === 'memory://' ? 'memory://' : keyFile(env)
  let key = keys.get(where)
  if (!key) {
    key = where === 'memory://' ? randomBytes(32) : readOrMakeKey(where)
    keys.set(where, key)
  }
  return key
}

const prefix = 'v1'

/** `v1:<iv>:<tag>:<ciphertext>`, base64url: a fresh 12-byte IV each time, and GCM's tag so a changed value is refused. */
export function sealSecret(key: Buffer, secret: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()])
  return [prefix, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), sealed.toString('base64url')].join(':')
}

/** The secret again; null when the value was not sealed with this key (another key, or changed). */
export function openSecret(key: Buffer, stored: string): string | null {
  const [version, iv, tag, sealed] = stored.split(':')
  if (version !== prefix || !iv || !tag || sealed === undefined) return null
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}
