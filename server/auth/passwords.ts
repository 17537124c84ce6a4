import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'
import type { ScryptOptions } from 'node:crypto'

const KEY_LENGTH = 64
const defaults = { N: 16_384, r: 8, p: 1 }

// scrypt runs on libuv's 4 worker threads, which file and DNS work share: a burst of sign-ins
// must leave some free, or every other request waits for the whole queue of hashes.
const MAX_CONCURRENT_HASHES = 2
let running = 0
const waiting: Array<() => void> = []

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running < MAX_CONCURRENT_HASHES) running++
  // A finishing hash hands its slot straight to the next waiter, so the cap is never passed.
  else await new Promise<void>((resolve) => waiting.push(resolve))
  try {
    return await work()
  } finally {
    const next = waiting.shift()
    if (next) next()
    else running--
  }
}

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return withHashSlot(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) => (error ? reject(error) : resolve(key)))
      }),
  )
}

let hashed = 0
/** New password hashes computed by this process (the metric password_hashes_total): each costs a scrypt, so a request that should cost none is seen. */
export const passwordHashesComputed = () => hashed

/** Returns `scrypt$N$r$p$salt$hash` (base64url parts), so parameters can change later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  hashed += 1
  const key = await derive(password, salt, defaults)
  return ['scrypt', defaults.N, defaults.r, defaults.p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64url')
  const key = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) })
  return key.length === expected.length && timingSafeEqual(key, expected)
}

let dummyHash: Promise<string> | undefined

/** Spends the same scrypt work as a real check, so unknown emails answer as slowly as wrong passwords. */
export async function burnPasswordCheck(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password')
  await verifyPassword(password, await dummyHash)
  return false
}
