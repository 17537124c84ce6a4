/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> }

// The whole shell is precached, so a second visit opens with no network.
precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

// Deep links open the shell offline; the API is never answered from here.
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [/^\/api\//, /^\/ads-service\//] }))

// The page decides when a new version takes over (the reload prompt), never mid-form.
self.addEventListener('message', (event) => {
  if (event.data && (event.data as { type?: string }).type === 'SKIP_WAITING') void self.skipWaiting()
})
