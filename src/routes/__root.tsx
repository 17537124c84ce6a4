import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, lazyRouteComponent, Outlet } from '@tanstack/react-router'
import { GlobalBanner } from '../ui/global-banner'
import { LazyToaster } from '../ui/lazy-toaster'
import { DeferredReloadPrompt } from '../ui/deferred-reload-prompt'
import { useStaleToastDismissal } from '../ui/stale-toasts'

export type RouterContext = { queryClient: QueryClient }

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  // Loaded when an address matches nothing, not with every first page (issue 19: /login's first download).
  notFoundComponent: lazyRouteComponent(() => import('../features/shell/not-found'), 'NotFound'),
  // Already so in the browser (the router wraps a route with a pending component); said here so the build's render of
  // /login (src/prerender.tsx) has the same Suspense boundary and hydrates.
  wrapInSuspense: true,
})

function RootLayout() {
  useStaleToastDismissal()
  return (
    <>
      <GlobalBanner />
      <Outlet />
      <LazyToaster />
      <DeferredReloadPrompt />
    </>
  )
}
