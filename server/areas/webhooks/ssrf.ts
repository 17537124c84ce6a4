import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns'
import { BlockList, isIP } from 'node:net'

/**
 * Webhooks go to the organisation's own systems on the internet, never to the server's neighbours (SSRF): loopback,
 * private, link-local (cloud metadata), carrier-grade NAT, unique-local, multicast and unspecified addresses are
 * refused, unless the server allows them (WEBHOOK_ALLOW_PRIVATE, for development and tests). The address is checked
 * when the URL is saved (a literal address or 'localhost') and again on every delivery, on the address the request
 * actually connects to (the lookup below), so a name that later resolves inward is refused too.
 */
const blocked = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  blocked.addSubnet(network, prefix, 'ipv4')
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(network, prefix, 'ipv6')

/** Whether an address is one a webhook may reach (an IPv4-mapped IPv6 address is judged as its IPv4). */
export function publicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1]
  const ip = mapped ?? address
  const family = isIP(ip)
  if (family === 0) return false
  return !blocked.check(ip, family === 4 ? 'ipv4' : 'ipv6')
}

/** What is wrong with a URL at once (before any lookup): not https, or a private address or name. Null when fine. */
export function urlProblem(url: string, allowPrivate: boolean): 'scheme' | 'private' | null {
  const parsed = new URL(url)
  if (allowPrivate) return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? null : 'scheme'
  if (parsed.protocol !== 'https:') return 'scheme'
  const host = parsed.hostname.replace(/^\[|\]$/g, '')
  if (host === 'localhost' || host.endsWith('.localhost')) return 'private'
  if (isIP(host) !== 0 && !publicAddress(host)) return 'private'
  return null
}

export class PrivateAddressError extends Error {}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void

/** A DNS lookup for node:http that refuses private addresses: the request connects only to what was checked. */
export function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '')
      const list = addresses
      const refused = !allowPrivate && list.some((entry) => !publicAddress(entry.address))
      if (refused) return callback(new PrivateAddressError(`${hostname} resolves to a private address`), '')
      if (options.all) return callback(null, list)
      const first = list[0]
      if (!first) return callback(new Error(`${hostname} has no address`), '')
      callback(null, first.address, first.family)
    })
  }
}
