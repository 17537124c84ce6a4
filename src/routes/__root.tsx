import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { NotFound } from '../features/shell/status-pages'
import { AppToaster } from '../ui/app-toaster'
import { GlobalBanner } from '../ui/global-banner'
import { DeferredReloadPrompt } from '../ui/deferred-reload-prompt'
import { useStaleToastDismissal } from '../ui/stale-toasts'

export type RouterContext = { queryClient: QueryClient }

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFound,
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
      <AppToaster />
      <DeferredReloadPrompt />
    </>
  )
}
