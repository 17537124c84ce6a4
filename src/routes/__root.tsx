import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, lazyRouteComponent, Outlet } from '@tanstack/react-router'
import { speaksHindi } from '../contract/i18n/locale'
import { GlobalBanner } from '../ui/global-banner'
import { LazyToaster } from '../ui/lazy-toaster'
import { DeferredReloadPrompt } from '../ui/deferred-reload-prompt'
import { useStaleToastDismissal } from '../ui/stale-toasts'

export type RouterContext = { queryClient: QueryClient }

export const Route = createRootRouteWithContext<RouterContext>()({
  // A Hindi page's texts come before its screen: the shell's, the kits' and its area's (src/contract/i18n/load.ts).
  // Its font's rule too, never loaded by an English page (src/ui/styles/devanagari.css).
  beforeLoad: ({ location }) => {
    if (!speaksHindi) return
    void import('../ui/styles/devanagari.css')
    return import('../contract/i18n/load').then((i18n) => i18n.loadHindiFor(location.pathname))
  },
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
