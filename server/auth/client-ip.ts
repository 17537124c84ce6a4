import { BlockList, isIP } from 'node:net'
import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'

/**
 * TRUST_PROXY, parsed: false (no proxy: the socket's peer is the client), true or a hop count (that many
 * proxies in front of the API, whatever their addresses), or the addresses and CIDR ranges of the proxies.
 * `true` is one hop, as it always was here; unlike Express it never means "trust every hop", which would let
 * any client pick its own address by sending X-Forwarded-For.
 */
export type TrustProxy = boolean | number | readonly string[]

/** Names for common ranges, as Express's `trust proxy` has them. */
const namedRanges: Record<string, readonly string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
}

/** An IPv4 address seen through an IPv6 socket (::ffff:10.0.0.1) is the IPv4 address. */
const plain = (address: string) => {
  const trimmed = address.trim().replace(/^\[(.*)\]$/, '$1')
  return /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(trimmed) ? trimmed.slice(7) : trimmed
}

/** Whether one TRUST_PROXY list entry is an address, a CIDR range or a name this file knows. */
export function isProxyEntry(entry: string): boolean {
  if (entry in namedRanges) return true
  const [address = '', bits, ...rest] = entry.split('/')
  const family = isIP(address)
  if (family === 0 || rest.length > 0) return false
  if (bits === undefined) return true
  const prefix = Number(bits)
  return /^\d+$/.test(bits) && prefix <= (family === 4 ? 32 : 128)
}

/** Whether the proxy `hop` steps from the API (0: the socket's peer) at `address` is one of ours. */
type Trusted = (address: string, hop: number) => boolean

/** The check for a parsed TRUST_PROXY; build it once, at start. */
export function trustedProxies(setting: TrustProxy): Trusted {
  if (setting === false) return () => false
  if (setting === true || typeof setting === 'number') {
    const hops = setting === true ? 1 : setting
    return (_address, hop) => hop < hops
  }
  const list = new BlockList()
  for (const entry of setting.flatMap((item) => namedRanges[item] ?? [item])) {
    const [address = '', bits] = entry.split('/')
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4'
    if (bits === undefined) list.addAddress(address, type)
    else list.addSubnet(address, Number(bits), type)
  }
  return (address) => {
    const ip = plain(address)
    const family = isIP(ip)
    return family !== 0 && list.check(ip, family === 6 ? 'ipv6' : 'ipv4')
  }
}

/**
 * The client's address: walking from the socket's peer leftwards through X-Forwarded-For, the first
 * address that is not a trusted proxy (the right-most untrusted one). Entries left of it were written by
 * the client and may be forged. When every hop is trusted, the left-most address is the client.
 */
export function resolveClientIp(forwardedFor: string | undefined, peer: string, trusted: Trusted): string {
  const chain = [
    ...(forwardedFor ?? '')
      .split(',')
      .map(plain)
      .filter((entry) => entry !== ''),
    plain(peer),
  ]
  let index = chain.length - 1
  while (index > 0 && trusted(chain[index] ?? '', chain.length - 1 - index)) index -= 1
  return chain[index] ?? 'unknown'
}

/** The caller's IP for rate limits (see resolveClientIp). */
export function clientIp(c: Context, trusted: Trusted): string {
  let peer = 'unknown'
  try {
    peer = getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    // app.request() in tests has no socket.
  }
  return resolveClientIp(c.req.header('x-forwarded-for'), peer, trusted)
}
