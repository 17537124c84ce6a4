import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import type { Context, Hono, MiddlewareHandler } from 'hono'
import type { AppEnv } from './http/types'

// The service worker, its registration, the manifest and the HTML must be revalidated on every
// visit, or a new release would never reach users; hashed assets never change.
const revalidated = new Set(['/sw.js', '/registerSW.js', '/manifest.webmanifest', '/index.html'])

const isApi = (path: string) => path === '/api' || path.startsWith('/api/')
const outsideApi =
  (handler: MiddlewareHandler): MiddlewareHandler =>
  (c, next) =>
    isApi(c.req.path) ? next() : handler(c, next)

function cacheControl(c: Context): string | null {
  if (!c.res.ok) return null
  if (c.req.path.startsWith('/assets/')) return 'public, max-age=31536000, immutable'
  const html = c.res.headers.get('Content-Type')?.startsWith('text/html') ?? false
  return revalidated.has(c.req.path) || html ? 'no-cache' : null
}

/** Serves the built app from `dir` for every non-API path; false (nothing mounted) when it was not built. */
export function attachStatic(app: Hono<AppEnv>, dir: string): boolean {
  const root = resolve(dir)
  if (!existsSync(resolve(root, 'index.html'))) return false
  app.use(
    '*',
    outsideApi(async (c, next) => {
      await next()
      const value = cacheControl(c)
      if (value) c.res.headers.set('Cache-Control', value)
    }),
  )
  const indexHtml = serveStatic({ root, path: 'index.html' })
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
