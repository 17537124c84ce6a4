import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { NotFound } from '../features/shell/status-pages'
import { AppToaster } from '../ui/app-toaster'
import { GlobalBanner } from '../ui/global-banner'
import { DeferredReloadPrompt } from '../ui/deferred-reload-prompt'

export type RouterContext = { queryClient: QueryClient }

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFound,
})

function RootLayout() {
  return (
    <>
      <GlobalBanner />
      <Outlet />
      <AppToaster />
      <DeferredReloadPrompt />
    </>
  )
}
