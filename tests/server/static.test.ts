import { createHash } from 'node:crypto'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { attachStatic } from '../../server/static'
import { makeTestContext } from './helpers'
import type { TestContext } from './helpers'

let t: TestContext
let dir: string
beforeAll(async () => {
  t = await makeTestContext()
  dir = await mkdtemp(join(tmpdir(), 'backoffice-dist-'))
  await mkdir(join(dir, 'assets'))
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>Back office</title>')
  await writeFile(join(dir, 'login.html'), '<!doctype html><title>Sign in</title><script>window.signIn = 1</script>')
  await writeFile(join(dir, 'sw.js'), 'self.addEventListener("install", () => {})')
  await writeFile(join(dir, 'manifest.webmanifest'), '{}')
  await writeFile(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)')
  await writeFile(join(dir, 'icon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  await mkdir(join(dir, '.vite'))
  await writeFile(join(dir, '.vite', 'manifest.json'), '{"src/main.tsx":{}}')
  expect(attachStatic(t.app, dir)).toBe(true)
})
afterAll(async () => {
  await t.close()
  await rm(dir, { recursive: true, force: true })
})

const get = (path: string) => t.app.request(path)

describe('static app', () => {
  it('does nothing when the app was not built', () => {
    expect(attachStatic(t.app, join(dir, 'missing'))).toBe(false)
  })

  it('serves index.html, sw.js and the manifest with no-cache', async () => {
    for (const path of ['/', '/index.html', '/sw.js', '/manifest.webmanifest']) {
      const res = await get(path)
      expect(res.status, path).toBe(200)
      expect(res.headers.get('cache-control'), path).toBe('no-cache')
    }
    expect(await (await get('/')).text()).toContain('Back office')
  })

  it('serves hashed assets as immutable and 404s a missing one', async () => {
    const res = await get('/assets/index-abc123.js')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect((await get('/assets/gone-000.js')).status).toBe(404)
  })

  it('answers deep links with the app shell', async () => {
    const res = await get('/promo-codes/update/42')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/html')
    expect(res.headers.get('cache-control')).toBe('no-cache')
    expect(await res.text()).toContain('Back office')
  })

  it('answers /login with the sign-in page the build drew, its inline script allowed by the policy', async () => {
    for (const path of ['/login', '/login?redirect=%2Ffeeds']) {
      const res = await get(path)
      expect(res.status, path).toBe(200)
      expect(res.headers.get('cache-control'), path).toBe('no-cache')
      expect(await res.text(), path).toContain('<title>Sign in</title>')
      expect(res.headers.get('content-security-policy'), path).toContain(`'sha256-${createHash('sha256').update('window.signIn = 1').digest('base64')}'`)
    }
    expect(await (await get('/signup')).text()).toContain('Back office')
  })

  it('keeps a language chosen before the app ran (?lang=) in the cookie and sends the page again without it', async () => {
    const res = await get('/login?lang=hi&next=%2Fdashboard')
    expect(res.status).toBe(303)
    expect(res.headers.get('Location')).toBe('/login?next=%2Fdashboard')
    expect(res.headers.get('Set-Cookie')).toMatch(/^lang=hi; Path=\/; Max-Age=31536000; SameSite=Lax$/)
    // Anything else is not a language: the page as it is.
    expect((await get('/login?lang=fr')).status).toBe(200)
  })

  it('sets no Cache-Control on other files and leaves /api to the API', async () => {
    const icon = await get('/icon.svg')
    expect(icon.status).toBe(200)
    expect(icon.headers.get('cache-control')).toBeNull()
    const api = await get('/api/unknown')
    expect(api.status).toBe(404)
    expect(await api.json()).toEqual({ status: false, message: 'Not found.' })
  })

  it('does not serve the build manifest, which names source files', async () => {
    const res = await get('/.vite/manifest.json')
    expect(res.status).toBe(404)
    expect(await res.text()).not.toContain('src/main.tsx')
  })
})
