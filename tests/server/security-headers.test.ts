import { createHash } from 'node:crypto'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { attachStatic, contentSecurityPolicy } from '../../server/static'
import { makeTestContext } from './helpers'
import type { TestContext } from './helpers'

const themeScript = "\n      try { document.documentElement.dataset.theme = localStorage.getItem('theme') || 'light' } catch (e) {}\n    "
const indexHtml = `<!doctype html><html><head><title>Back office</title><script>${themeScript}</script>
<script type="module" crossorigin src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>`
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

let t: TestContext
let dir: string
beforeAll(async () => {
  t = await makeTestContext()
  dir = await mkdtemp(join(tmpdir(), 'backoffice-csp-'))
  await mkdir(join(dir, 'assets'))
  await writeFile(join(dir, 'index.html'), indexHtml)
  await writeFile(join(dir, 'sw.js'), 'self.addEventListener("install", () => {})')
  await writeFile(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)')
  expect(attachStatic(t.app, dir)).toBe(true)
})
afterAll(async () => {
  await t.close()
  await rm(dir, { recursive: true, force: true })
})

const directives = (csp: string | null) =>
  new Map(
    (csp ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/) as [string, ...string[]])
      .map(([name, ...values]) => [name, values]),
  )

describe('Content-Security-Policy of the app', () => {
  it('is on the HTML, deep links included, with the hash of each inline script', async () => {
    for (const path of ['/', '/index.html', '/login?redirect=//evil.example', '/promo-codes/update/42']) {
      const res = await t.app.request(path)
      expect(res.status, path).toBe(200)
      const csp = directives(res.headers.get('content-security-policy'))
      expect(csp.get('script-src'), path).toEqual(["'self'", "'wasm-unsafe-eval'", sha256(themeScript)])
    }
  })

  it('is strict: no inline or eval script, no plugins, no framing, no <base>, API calls to this origin only', async () => {
    const csp = directives((await t.app.request('/login')).headers.get('content-security-policy'))
    expect(Object.fromEntries(csp)).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'", "'wasm-unsafe-eval'", sha256(themeScript)],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'font-src': ["'self'"],
      'connect-src': ["'self'"],
      'manifest-src': ["'self'"],
      'worker-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'none'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    })
  })

  it('hashes every inline script and no script with a src', () => {
    const html = '<script>a()</script><SCRIPT type="text/javascript">b()</SCRIPT><script src="/x.js"></script><script type="module" src="/y.js"></script>'
    expect(directives(contentSecurityPolicy(html)).get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'", sha256('a()'), sha256('b()')])
    expect(directives(contentSecurityPolicy('<p>no scripts</p>')).get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"])
  })

  it('is not on scripts (the service worker keeps its own fetches) nor on API answers', async () => {
    for (const path of ['/sw.js', '/assets/index-abc123.js', '/api/health']) {
      const res = await t.app.request(path)
      expect(res.status, path).toBe(200)
      expect(res.headers.get('content-security-policy'), path).toBeNull()
    }
  })
})

describe('headers on every answer', () => {
  it('nosniff, no Referer, no framing on HTML, assets and API answers', async () => {
    for (const path of ['/login', '/assets/index-abc123.js', '/api/health', '/api/accounts/get_urls']) {
      const res = await t.app.request(path)
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff')
      expect(res.headers.get('referrer-policy'), path).toBe('no-referrer')
      expect(res.headers.get('x-frame-options'), path).toBe('DENY')
    }
  })
})
