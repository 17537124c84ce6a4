import { mkdtempSync, readFileSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { openSecret, sealSecret, totpKey } from '../../server/auth/totp-key'

/** Authenticator secrets at rest (docs/accounts.md#authenticator-app): AES-256-GCM under TOTP_KEY or the data folder's key. */
describe('sealing authenticator secrets', () => {
  const key = totpKey({ TOTP_KEY: 'ab'.repeat(32), DATA_DIR: 'memory://' })
  const secret = 'JBSWY3DPEHPK3PXP'

  it('opens what it sealed, and seals the same secret differently each time', () => {
    const first = sealSecret(key, secret)
    const second = sealSecret(key, secret)
    expect(first).not.toContain(secret)
    expect(first).not.toBe(second)
    expect(openSecret(key, first)).toBe(secret)
    expect(openSecret(key, second)).toBe(secret)
  })

  it('refuses another key, a changed value and a value it never sealed', () => {
    const sealed = sealSecret(key, secret)
    expect(openSecret(totpKey({ TOTP_KEY: 'cd'.repeat(32), DATA_DIR: 'memory://' }), sealed)).toBeNull()
    const [version, iv, tag, body = ''] = sealed.split(':')
    const flipped = `${body.startsWith('A') ? 'B' : 'A'}${body.slice(1)}`
    expect(openSecret(key, [version, iv, tag, flipped].join(':'))).toBeNull()
    expect(openSecret(key, secret)).toBeNull()
  })

  it('without TOTP_KEY makes a key in the data folder once, readable by the server only, and reads it back', () => {
    const dir = mkdtempSync(join(tmpdir(), 'totp-key-'))
    const made = totpKey({ DATA_DIR: dir })
    const file = join(dir, 'totp.key')
    expect(readFileSync(file, 'utf8').trim()).toBe(made.toString('hex'))
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(totpKey({ DATA_DIR: dir }).equals(made)).toBe(true)
    expect(openSecret(made, sealSecret(made, secret))).toBe(secret)
  })
})
