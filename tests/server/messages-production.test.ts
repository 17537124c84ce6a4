import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort, spawnApi } from './api-process'

// With NODE_ENV=production the codes are never printed or written to a file: without a real transport the
// server does not start, and says which variables to set.

let root: string

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'backoffice-production-'))
})

afterAll(async () => {
  await rm(root, { recursive: true, force: true })
})

describe('production start', () => {
  it('refuses without a transport and names the variables to set', async () => {
    const api = spawnApi(root, await freePort(), { NODE_ENV: 'production', DATA_DIR: join(root, 'db') })
    expect(await api.exited).toEqual({ code: 1 })
    const said = api.out()
    expect(said).toContain('Messages cannot be delivered: with NODE_ENV=production the codes are never printed or written to a file. Set:')
    expect(said).toContain('SMS_PROVIDER: sign-in codes go by SMS; set SMS_PROVIDER=msg91 with MSG91_AUTH_KEY, MSG91_SENDER_ID and MSG91_TEMPLATE_LOGIN')
    expect(said).toContain('SMTP_URL: reset codes and invites go by email; set SMTP_URL=smtp://user:password@host:587 and MAIL_FROM')
    expect(said).not.toContain('Back office running at')
  })

  it('refuses an SMS provider without its key and template, and SMTP without its From line', async () => {
    const api = spawnApi(root, await freePort(), {
      NODE_ENV: 'production',
      DATA_DIR: join(root, 'db'),
      SMS_PROVIDER: 'msg91',
      SMTP_URL: 'smtp://mail.example:587',
    })
    expect(await api.exited).toEqual({ code: 1 })
    const said = api.out()
    expect(said).toContain('MSG91_AUTH_KEY: the auth key of your MSG91 account (SMS_PROVIDER=msg91)')
    expect(said).toContain('MSG91_TEMPLATE_LOGIN: the DLT template id of the sign-in code SMS (SMS_PROVIDER=msg91)')
    expect(said).toContain('MAIL_FROM: the From line of the emails')
    expect(said).not.toContain('SMTP_URL:')
  })
})
