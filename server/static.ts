import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import type { Context, Hono, MiddlewareHandler } from 'hono'
import type { AppEnv } from './kit/types'

// The service worker, its registration, the manifest and the HTML must be revalidated on every
// visit, or a new release would never reach users; hashed assets never change.
const drawnPages = ['index.html', 'login.html', 'dashboard.html']
/** Each page as the build drew it in English, and in Hindi for a device set to it (scripts/prerender.ts). */
const allPages = drawnPages.flatMap((page) => [page, page.replace(/\.html$/, '-hi.html')])
const revalidated = new Set(['/sw.js', '/registerSW.js', '/manifest.webmanifest', ...allPages.map((page) => `/${page}`)])

const isApi = (path: string) => path === '/api' || path.startsWith('/api/')
const outsideApi =
  (handler: MiddlewareHandler): MiddlewareHandler =>
  (c, next) =>
    isApi(c.req.path) ? next() : handler(c, next)

const sha256Base64 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64')

/**
 * The Content-Security-Policy of the app's HTML. Scripts only from this origin plus the exact inline
 * scripts of the built index.html (by hash), so an injected script cannot run and read the session
 * token from localStorage. Styles allow 'unsafe-inline': react-hot-toast (goober) writes its rules
 * into a <style> element at run time, which no hash can cover; a style cannot run code. 'wasm-unsafe-eval' lets the
 * scanner compile ZXing's WebAssembly (fetched from this origin); it allows no JavaScript eval.
 */
export function contentSecurityPolicy(indexHtml: string): string {
  const inline = [...indexHtml.matchAll(/<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi)]
  const hashes = [...new Set(inline.map((match) => `'sha256-${sha256Base64(match[1] ?? '')}'`))]
  return [
    "default-src 'self'",
    ["script-src 'self'", "'wasm-unsafe-eval'", ...hashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

const isHtml = (c: Context) => c.res.headers.get('Content-Type')?.startsWith('text/html') ?? false

function cacheControl(c: Context): string | null {
  if (!c.res.ok) return null
  if (c.req.path.startsWith('/assets/')) return 'public, max-age=31536000, immutable'
  return revalidated.has(c.req.path) || isHtml(c) ? 'no-cache' : null
}

/** Serves the built app from `dir` for every non-API path; false (nothing mounted) when it was not built. */
export function attachStatic(app: Hono<AppEnv>, dir: string): boolean {
  const root = resolve(dir)
  if (!existsSync(resolve(root, 'index.html'))) return false
  // Hashed once at start: the inline scripts are part of the build, like the asset names.
  const pages = allPages.filter((page) => existsSync(resolve(root, page)))
  const csp = contentSecurityPolicy(pages.map((page) => readFileSync(resolve(root, page), 'utf8')).join('\n'))
  app.use(
    '*',
    outsideApi(async (c, next) => {
      await next()
      const value = cacheControl(c)
      if (value) c.res.headers.set('Cache-Control', value)
      if (isHtml(c)) c.res.headers.set('Content-Security-Policy', csp)
    }),
  )
  // The drawn /login's language switch, tapped before the app's script ran, is a link (?lang=hi): keep the choice in the
  // cookie the app and the service worker read (src/lib/locale.ts) and send the page again without the parameter.
  app.use(
    '*',
    outsideApi(async (c, next) => {
      const lang = c.req.method === 'GET' ? c.req.query('lang') : undefined
      if (lang !== 'en' && lang !== 'hi') return next()
      const url = new URL(c.req.url)
      url.searchParams.delete('lang')
      c.header('Set-Cookie', `lang=${lang}; Path=/; Max-Age=${60 * 60 * 24 * 365}; SameSite=Lax`)
      return c.redirect(`${url.pathname}${url.search}`, 303)
    }),
  )
  // A page comes drawn by the build, in Hindi for a device set to it (its `lang` cookie, src/lib/locale.ts).
  const drawn = (page: string): MiddlewareHandler => {
    const english = serveStatic({ root, path: page })
    const hindiPage = page.replace(/\.html$/, '-hi.html')
    const hindi = pages.includes(hindiPage) ? serveStatic({ root, path: hindiPage }) : english
    return (c, next) => (/(?:^|;\s*)lang=hi(?:;|$)/.test(c.req.header('Cookie') ?? '') ? hindi : english)(c, next)
  }
  const indexHtml = drawn('index.html')
  // /login comes drawn by the build (scripts/prerender.ts), so it paints before any script runs.
  if (pages.includes('login.html')) app.get('/login', drawn('login.html'))
  // /dashboard comes with its header drawn in the shell's frame, its largest paint.
  if (pages.includes('dashboard.html')) app.get('/dashboard', drawn('dashboard.html'))
  // / is the shell too, in the device's language (serveStatic would send index.html as it is).
  app.get('/', indexHtml)
  app.get(
    '*',
    // Dot folders of the build (Vite's .vite/manifest.json names source files) are not part of the app.
    outsideApi(async (c, next) => (c.req.path.includes('/.') ? c.text('Not found', 404) : next())),
    outsideApi(serveStatic({ root })),
    // Deep links (/promo-codes/add) get the app shell; a missing hashed asset stays a 404.
    outsideApi((c, next) => (c.req.path.startsWith('/assets/') ? next() : indexHtml(c, next))),
  )
  return true
}
