import { closeSync, existsSync, fstatSync, openSync, readSync } from 'node:fs'
import { sleep } from './stats'

type OutboxLine = { email: string; purpose: 'login' | 'reset'; code: string }

export type OutboxTail = {
  /** The newest login code sent to `email` that nobody has taken yet. */
  takeLoginCode: (email: string, timeoutMs?: number) => Promise<string>
  close: () => void
}

/**
 * Follows the server's file outbox from where it last stopped reading, so looking a code up
 * costs only the lines appended since, however long the file grows under load.
 */
export function tailOutbox(path: string): OutboxTail {
  let fd: number | undefined
  let offset = 0
  let partial = ''
  const codes = new Map<string, string>()

  const readNew = () => {
    if (fd === undefined) {
      if (!existsSync(path)) return
      fd = openSync(path, 'r')
    }
    const size = fstatSync(fd).size
    if (size <= offset) return
    const buffer = Buffer.alloc(size - offset)
    offset += readSync(fd, buffer, 0, buffer.length, offset)
    const lines = (partial + buffer.toString('utf8')).split('\n')
    partial = lines.pop() ?? ''
    for (const line of lines) {
      if (!line) continue
      const entry = JSON.parse(line) as OutboxLine
      if (entry.purpose === 'login') codes.set(entry.email, entry.code)
    }
  }

  const takeLoginCode = async (email: string, timeoutMs = 5000) => {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      readNew()
      const code = codes.get(email)
      if (code !== undefined) {
        codes.delete(email)
        return code
      }
      if (Date.now() > deadline) throw new Error(`No login code for ${email} in the outbox`)
      await sleep(5)
    }
  }

  const close = () => {
    if (fd !== undefined) closeSync(fd)
    fd = undefined
  }

  return { takeLoginCode, close }
}
