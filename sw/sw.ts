/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { ExpirationPlugin } from 'workbox-expiration'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { CacheFirst } from 'workbox-strategies'

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> }

// The whole shell is precached, so a second visit opens with no network. That includes the pictures in public/ (svg):
// the server-error banner's picture and the demo organisation's logo must show when the network fails.
precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

// /login and /dashboard open as the build drew them (scripts/prerender.ts); other deep links open the shell offline; the API is never
// answered from here. A device set to Hindi gets them drawn in Hindi; the service worker reads its `lang` cookie where the
// browser lets it (Chromium's cookieStore), elsewhere the page is drawn again in Hindi when its script runs.
type CookieStore = { get: (name: string) => Promise<{ value?: string } | null> }
const deviceLanguage = async () =>
  (await (self as unknown as { cookieStore?: CookieStore }).cookieStore?.get('lang').catch(() => null))?.value === 'hi' ? 'hi' : 'en'
const drawn = (page: string) => {
  const english = createHandlerBoundToURL(page)
  const hindi = createHandlerBoundToURL(page.replace(/\.html$/, '-hi.html'))
  return async (options: Parameters<typeof english>[0]) => {
    // The drawn page's language switch before its script ran (?lang=): the server keeps the choice and sends the page again.
    const asked = options.url.searchParams.get('lang')
    if (asked === 'hi' || asked === 'en') return fetch(options.request).catch(() => (asked === 'hi' ? hindi : english)(options))
    return ((await deviceLanguage()) === 'hi' ? hindi : english)(options)
  }
}
registerRoute(new NavigationRoute(drawn('login.html'), { allowlist: [/^\/login\/?(\?|$)/] }))
registerRoute(new NavigationRoute(drawn('dashboard.html'), { allowlist: [/^\/dashboard\/?(\?|$)/] }))
registerRoute(new NavigationRoute(drawn('index.html'), { denylist: [/^\/api\//, /^\/ads-service\//] }))

// Stored images (brand logos, template photos, feed media) never change under their id (server/areas/catalogue/media-routes.ts), so
// each is kept once seen and shown from here afterwards, on a patchy network too. The rest of the API never is.
const MEDIA_CACHE = 'media'
const MEDIA_KEPT = 300
registerRoute(
  ({ url, request }) => request.destination === 'image' && url.origin === self.location.origin && /^\/api\/(feeds\/)?media\//.test(url.pathname),
  async ({ request }) => {
    const cache = await caches.open(MEDIA_CACHE)
    const kept = await cache.match(request)
    if (kept) return kept
    const response = await fetch(request)
    if (response.ok) {
      await cache.put(request, response.clone())
      const keys = await cache.keys()
      await Promise.all(keys.slice(0, Math.max(0, keys.length - MEDIA_KEPT)).map((key) => cache.delete(key)))
    }
    return response
  },
)

// The Devanagari font is left out of the precache (an English install never needs its 121 KB): a Hindi page fetches it
// when it first shows Devanagari, and from then on it comes from here, offline too. Its name changes with its content.
registerRoute(
  ({ request, url }) => request.destination === 'font' && url.origin === self.location.origin,
  new CacheFirst({ cacheName: 'fonts', plugins: [new ExpirationPlugin({ maxEntries: 4 })] }),
)

// The regions map's engine is left out of the precache (vite.config.ts): the regions screen's first visit fetches it and
// from then on it comes from here, offline too. Its files' names change with their content, so a kept one is never stale;
// the map's "Save for offline" puts them here as well (src/features/employees/map-offline.ts: the same cache's name).
registerRoute(
  ({ url }) => url.origin === self.location.origin && /^\/assets\/(region-map|maplibre-gl-worker)-[\w-]+\.(js|css)$/.test(url.pathname),
  new CacheFirst({ cacheName: 'map-code', plugins: [new ExpirationPlugin({ maxEntries: 6 })] }),
)

// The scanner's ZXing WebAssembly (450 KB gzip) is left out of the precache too (its budget, tests/size): a screen with a Scan
// button fetches it when idle and online (src/features/catalogue/scan-button.tsx), and from then on it comes from here, so
// the scanner opens offline. Its name changes with its content, so a kept one is never stale; its scripts are precached.
registerRoute(
  ({ url }) => url.origin === self.location.origin && /^\/assets\/zxing_reader-[\w-]+\.wasm$/.test(url.pathname),
  new CacheFirst({ cacheName: 'scanner-code', plugins: [new ExpirationPlugin({ maxEntries: 2 })] }),
)

// The base map's tiles (MAP_TILES, read by MapLibre's pmtiles protocol with range requests) come from the network; with no
// network, a range the map's "Save for offline" kept is answered from its cache (map-offline.ts keeps each range it read,
// under the archive's path and `?bytes=start-end`, as a 200 answer: a cache keeps no 206). The same ETag as the server's,
// so the pmtiles reader takes it as the same archive.
const MAP_TILES_CACHE = 'map-tiles'
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && url.pathname === '/api/map/tiles.pmtiles' && request.headers.has('range'),
  async ({ request }) => {
    try {
      return await fetch(request)
    } catch (error) {
      const asked = /^bytes=(\d+)-(\d+)$/.exec(request.headers.get('range') ?? '')
      const kept = asked && (await (await caches.open(MAP_TILES_CACHE)).match(`/api/map/tiles.pmtiles?bytes=${asked[1]}-${asked[2]}`))
      if (!kept) throw error
      return new Response(kept.body, { status: 206, headers: kept.headers })
    }
  },
)

// The page decides when a new version takes over (the reload prompt), never mid-form.
self.addEventListener('message', (event) => {
  if (event.data && (event.data as { type?: string }).type === 'SKIP_WAITING') void self.skipWaiting()
})

// Web push (docs/areas/inbox.md#push): the server sends each notification already in its person's language (title,
// details, the path that opens its record); it is shown even with every tab closed. A tap opens the record: in a tab
// already showing it, else in an open tab of the app, else in a new window.
type PushData = { id?: string; title?: string; body?: string; link?: string | null }
const pushData = (event: PushEvent): PushData => {
  try {
    return (event.data?.json() as PushData | null) ?? {}
  } catch {
    return { body: event.data?.text() ?? '' }
  }
}
self.addEventListener('push', (event) => {
  const data = pushData(event)
  event.waitUntil(
    self.registration.showNotification(data.title ?? 'Brand Back Office', {
      body: data.body ?? '',
      tag: data.id,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { link: data.link ?? '/inbox' },
    }),
  )
})
self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const link = (event.notification.data as { link?: string } | null)?.link ?? '/inbox'
  const url = new URL(link.startsWith('/') ? link : '/inbox', self.location.origin).href
  event.waitUntil(
    (async () => {
      const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
      const showing = tabs.find((tab) => tab.url === url)
      if (showing) return showing.focus()
      const open = tabs.find((tab) => new URL(tab.url).origin === self.location.origin)
      if (open) {
        await open.focus().catch(() => undefined)
        const moved = await open.navigate(url).catch(() => null)
        if (moved) return moved
      }
      return self.clients.openWindow(url)
    })(),
  )
})
