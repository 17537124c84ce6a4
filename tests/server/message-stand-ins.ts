import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

// Local stand-ins for the providers: a real SMTP server (smtp-server) keeping what arrives, and an HTTP server
// answering as MSG91's Flow API does, scripted answer by answer.

export type Mail = { to: string[]; subject: string; text: string; html: string; messageId: string; raw: string }

/** RFC 2047 encoded words (=?UTF-8?B?...?= and =?UTF-8?Q?...?=), as a Hindi subject line arrives. */
const decodeWords = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toLowerCase() === 'b' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuoted(text.replace(/_/g, ' ')),
    )
const decodeQuoted = (text: string) => {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([\dA-F]{2})/gi, (_, hex: string) => `%${hex}`)
  return decodeURIComponent(bytes.replace(/%(?![\dA-F]{2})/gi, '%25'))
}

function parts(raw: string): { headers: Record<string, string>; body: string } {
  const split = raw.indexOf('\r\n\r\n')
  const headerText = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ')
  const headers: Record<string, string> = {}
  for (const line of headerText.split('\r\n')) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim()
  }
  return { headers, body: raw.slice(split + 4) }
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = headers['content-transfer-encoding']?.toLowerCase()
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (encoding === 'quoted-printable') return decodeQuoted(body)
  return body
}

function parseMail(raw: string, to: string[]): Mail {
  const { headers, body } = parts(raw)
  const found: Record<string, string> = {}
  const boundary = /boundary="?([^";]+)"?/.exec(headers['content-type'] ?? '')?.[1]
  const sections = boundary ? body.split(`--${boundary}`).slice(1, -1) : [raw]
  for (const section of sections) {
    const part = parts(section.replace(/^\r\n/, ''))
    const type = part.headers['content-type']?.split(';')[0] ?? 'text/plain'
    found[type] = decodeBody(part.headers, part.body).trim()
  }
  return {
    to,
    subject: decodeWords(headers.subject ?? ''),
    text: found['text/plain'] ?? '',
    html: found['text/html'] ?? '',
    messageId: headers['message-id'] ?? '',
    raw,
  }
}

export async function startSmtp(): Promise<{ url: string; mails: Mail[]; close: () => Promise<void> }> {
  const mails: Mail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        mails.push(
          parseMail(
            Buffer.concat(chunks).toString('utf8'),
            session.envelope.rcptTo.map((rcpt) => rcpt.address),
          ),
        )
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return { url: `smtp://127.0.0.1:${port}`, mails, close: () => new Promise((resolve) => server.close(() => resolve())) }
}

export type Msg91Request = { path: string; authkey: string | undefined; contentType: string | undefined; body: Record<string, unknown> }
export type Msg91Answer = { status: number; body: Record<string, unknown> }

/** Answers each POST with the next scripted answer, then with success; every request is kept. */
export async function startMsg91(): Promise<{
  url: string
  requests: Msg91Request[]
  script: (...answers: Msg91Answer[]) => void
  close: () => Promise<void>
}> {
  const requests: Msg91Request[] = []
  let answers: Msg91Answer[] = []
  const server = createServer((request, response) => {
    let text = ''
    request.on('data', (chunk: Buffer) => (text += chunk.toString()))
    request.on('end', () => {
      const body = JSON.parse(text || '{}') as Record<string, unknown>
      requests.push({ path: request.url ?? '', authkey: request.headers.authkey as string | undefined, contentType: request.headers['content-type'], body })
      const answer = answers.shift() ?? { status: 200, body: { type: 'success', message: `req-${requests.length}` } }
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    script: (...next) => (answers = next),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
