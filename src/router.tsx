import type { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { AppError } from './ui/app-error'
import { trackListPlaces } from './ui/form/list-place'
import { Splash } from './ui/splash'
import { routeTree } from './routeTree.gen'

export function createAppRouter(queryClient: QueryClient) {
  const router = createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // Loaders own their data through Query; the router never caches it a second time.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: Splash,
    defaultErrorComponent: AppError,
    scrollRestoration: true,
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
