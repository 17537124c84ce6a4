import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { clientIp, resolveClientIp, trustedProxies } from '../../server/auth/client-ip'
import { loadEnv } from '../../server/env'

const ipFor = (setting: string, forwardedFor: string | undefined, peer: string) =>
  resolveClientIp(forwardedFor, peer, trustedProxies(loadEnv({ TRUST_PROXY: setting }).TRUST_PROXY))

describe('TRUST_PROXY: the client is the right-most untrusted address', () => {
  it('false (or 0): the socket peer, X-Forwarded-For ignored', () => {
    expect(ipFor('false', '1.1.1.1', '10.0.0.5')).toBe('10.0.0.5')
    expect(ipFor('0', '1.1.1.1', '10.0.0.5')).toBe('10.0.0.5')
  })

  it('true (as before) and 1: one proxy hop, whatever the client wrote left of it', () => {
    expect(ipFor('true', 'forged, 203.0.113.7', '10.0.0.5')).toBe('203.0.113.7')
    expect(ipFor('1', 'forged, 203.0.113.7', '10.0.0.5')).toBe('203.0.113.7')
    expect(ipFor('1', undefined, '10.0.0.5')).toBe('10.0.0.5')
  })

  it('a hop count reads that many proxies back, and stops at the left-most address', () => {
    expect(ipFor('2', 'forged, 203.0.113.7, 10.0.0.9', '10.0.0.5')).toBe('203.0.113.7')
    expect(ipFor('3', '203.0.113.7', '10.0.0.5')).toBe('203.0.113.7')
  })

  it('a list of addresses and CIDR ranges trusts only those proxies', () => {
    const setting = '10.0.0.0/8, 127.0.0.1'
    // Balancer 10.0.0.5 after a CDN at 10.1.1.1: the client is the first address left of them.
    expect(ipFor(setting, 'forged, 198.51.100.4, 10.1.1.1', '10.0.0.5')).toBe('198.51.100.4')
    // A caller that is not a proxy is the client, whatever it says.
    expect(ipFor(setting, '198.51.100.4', '203.0.113.9')).toBe('203.0.113.9')
    // IPv4 seen through an IPv6 socket.
    expect(ipFor(setting, '198.51.100.4', '::ffff:127.0.0.1')).toBe('198.51.100.4')
    expect(ipFor('loopback,fd00::/8', '2001:db8::1, fd00::2', '::1')).toBe('2001:db8::1')
    // Every hop trusted: the left-most one.
    expect(ipFor(setting, '10.2.2.2', '10.0.0.5')).toBe('10.2.2.2')
  })

  it('refuses what is none of these', () => {
    expect(() => loadEnv({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/)
    expect(() => loadEnv({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/)
    expect(() => loadEnv({ TRUST_PROXY: '10.0.0.1,' })).toThrow(/TRUST_PROXY/)
    expect(loadEnv({ TRUST_PROXY: '10.0.0.0/8,::1' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '::1'])
    expect(loadEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2)
  })
})

describe('TRUST_PROXY over a real socket (the peer is 127.0.0.1)', () => {
  const seenBy = async (setting: string, forwardedFor: string) => {
    const trusted = trustedProxies(loadEnv({ TRUST_PROXY: setting }).TRUST_PROXY)
    const app = new Hono().get('/', (c) => c.text(clientIp(c, trusted)))
    const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const started = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(started))
    })
    try {
      const { port } = server.address() as AddressInfo
      return await (await fetch(`http://127.0.0.1:${port}/`, { headers: { 'x-forwarded-for': forwardedFor } })).text()
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  }

  it('believes X-Forwarded-For from a listed proxy, and not from anyone else', async () => {
    expect(await seenBy('127.0.0.1', 'forged, 198.51.100.4')).toBe('198.51.100.4')
    expect(await seenBy('loopback', '198.51.100.4')).toBe('198.51.100.4')
    expect(await seenBy('10.0.0.0/8', '198.51.100.4')).toBe('127.0.0.1')
    expect(await seenBy('false', '198.51.100.4')).toBe('127.0.0.1')
  })
})
