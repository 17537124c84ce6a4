import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startMessageHarness } from './message-harness'
import type { MessageHarness } from './message-harness'
import { startSmtp } from './message-stand-ins'

// Codes and invites by email, through the job queue, to a real SMTP server running in this process.

let smtp: Awaited<ReturnType<typeof startSmtp>>
let t: MessageHarness

beforeAll(async () => {
  smtp = await startSmtp()
  t = await startMessageHarness({ SMTP_URL: smtp.url, MAIL_FROM: 'Back office <no-reply@kesar.example>', CODE_TRANSPORT: 'console' })
})

afterAll(async () => {
  await t.close()
  await smtp.close()
})

const mailsTo = (address: string) => smtp.mails.filter((mail) => mail.to.includes(address))
const waitDone = (id: string) => vi.waitFor(async () => expect((await t.job(id))?.state).toBe('completed'), { timeout: 15_000, interval: 200 })

describe('email by SMTP', () => {
  it('delivers a reset code once, in Hindi for a Hindi speaker, and the code it carries resets the password', async () => {
    await t.speaks('manager@kesar.example', 'hi')
    const asked = await t.post('/api/accounts/send-reset-otp', { email: 'manager@kesar.example' })
    expect(asked.status).toBe(200)
    await vi.waitFor(() => expect(t.logs).toContain('Email sent to m•••@kesar.example (reset)'), { timeout: 15_000, interval: 200 })
    expect(mailsTo('manager@kesar.example')).toHaveLength(1)
    const [mail] = mailsTo('manager@kesar.example')
    expect(mail!.subject).toMatch(/^\d{6} आपका बैक ऑफ़िस पासवर्ड रीसेट कोड है$/)
    const code = /^(\d{6}) /.exec(mail!.subject)![1]!
    expect(mail!.text).toContain('manager@kesar.example का नया पासवर्ड सेट करने के लिए यह कोड डालें:')
    expect(mail!.text).toContain(code)
    expect(mail!.html).toContain('<html lang="hi">')
    expect(mail!.html).toContain(code)
    expect(mail!.raw).toMatch(/^From: Back office <no-reply@kesar\.example>/m)
    const verified = await t.post('/api/accounts/verify-reset-otp', { email: 'manager@kesar.example', otp: code })
    expect(verified.status).toBe(200)
    expect(t.logs).toContain('Email queued to m•••@kesar.example (reset)')
    expect(t.logs.join('\n')).not.toContain(code)
  })

  it('delivers a sign-in code by email once, in English', async () => {
    const id = await t.messages.queued({
      channel: 'email',
      to: 'owner@kesar.example',
      email: 'owner@kesar.example',
      purpose: 'login',
      code: '482913',
      language: 'en',
    })
    await waitDone(id)
    expect(mailsTo('owner@kesar.example')).toHaveLength(1)
    const [mail] = mailsTo('owner@kesar.example')
    expect(mail!.subject).toBe('482913 is your Back office sign-in code')
    expect(mail!.text).toContain('Use this code to finish signing in to owner@kesar.example:')
    expect(mail!.text).toContain('The code expires in 5 minutes.')
    expect(mail!.messageId).toBe(`<${id}@backoffice.messages>`)
    // Once sent, the code is gone from the queue's tables: the job keeps where it went, masked.
    expect((await t.job(id))?.data).toMatchObject({ message: { channel: 'email', to: 'o•••@kesar.example', purpose: 'login' } })
    expect(JSON.stringify((await t.job(id))?.data)).not.toContain('482913')
  })

  it('delivers an invite once, in the inviter’s language, with its link', async () => {
    const link = 'http://127.0.0.1:3000/invite/tok_abc123'
    const id = await t.messages.queued({
      channel: 'email',
      to: 'neha@lotus.example',
      email: 'neha@lotus.example',
      purpose: 'invite',
      link,
      organisation: 'Kesar Lifestyle Pvt Ltd',
      invitedBy: 'Aarav Mehta',
      role: 'प्रबंधक',
      language: 'hi',
    })
    await waitDone(id)
    expect(mailsTo('neha@lotus.example')).toHaveLength(1)
    const [mail] = mailsTo('neha@lotus.example')
    expect(mail!.subject).toBe('Aarav Mehta ने आपको बैक ऑफ़िस पर Kesar Lifestyle Pvt Ltd में आमंत्रित किया है')
    expect(mail!.text).toContain('Aarav Mehta ने आपको Kesar Lifestyle Pvt Ltd में प्रबंधक के रूप में जुड़ने के लिए आमंत्रित किया है।')
    expect(mail!.text).toContain(`आमंत्रण स्वीकार करें: ${link}`)
    expect(mail!.html).toContain(`href="${link}"`)
  })
})
