import type { QueryClient } from '@tanstack/react-query'
import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { Suspense, type ReactNode } from 'react'
import { AppError } from './ui/app-error'
import { trackListPlaces } from './ui/form/list-place'
import { Splash } from './ui/splash'
import { routeTree } from './routeTree.gen'

/** `server` renders one path at build time (src/prerender.tsx); the browser's router reads the address bar. */
export function createAppRouter(queryClient: QueryClient, server?: { history: RouterHistory }) {
  const router = createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // Loaders own their data through Query; the router never caches it a second time.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: Splash,
    defaultErrorComponent: AppError,
    scrollRestoration: true,
    ...(server && {
      history: server.history,
      isServer: true,
      // The build's render leaves scroll restoration to the browser: its inline script would need its own CSP hash.
      scrollRestoration: false,
      // In the browser the router draws its routes inside a Suspense boundary; the build's render must have it too.
      InnerWrap: ({ children }: { children: ReactNode }) => <Suspense>{children}</Suspense>,
    }),
  })
  // A form returns to its list as it was left (its page and search).
  trackListPlaces(router)
  return router
}

declare module '@tanstack/react-router' {
  // Declaration merging needs an interface here.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
