import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider, useLocation } from '@tanstack/react-router'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createQueryClient } from '../../src/lib/query-client'
import { AppToaster } from '../../src/ui/app-toaster'
import type { ListRouteSearch } from '../../src/ui/route-loaders'

/** The URL's search, as a list route hands it to its screen (`Route.useSearch()`; the harness's one route declares none). */
export const useUrlSearch = () => useLocation().search as ListRouteSearch

/**
 * Renders a list screen at a URL (its view lives in the search params), with the app's query client and toaster; a
 * function gets the URL's search as the screen's route would hand it.
 */
export function renderList(screen: ReactNode | ((search: ListRouteSearch) => ReactNode), url = '/') {
  // jsdom has no scrolling; the router scrolls to the top on each navigation.
  window.scrollTo = () => {}
  const queryClient = createQueryClient()
  const history = createMemoryHistory({ initialEntries: [url] })
  const router = createRouter({ routeTree: createRootRoute({ component: () => <Screen screen={screen} /> }), history })
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <AppToaster />
    </QueryClientProvider>,
  )
  return { queryClient, router, history, search: () => router.state.location.search as Record<string, unknown> }
}

function Screen({ screen }: { screen: ReactNode | ((search: ListRouteSearch) => ReactNode) }) {
  const search = useUrlSearch()
  return typeof screen === 'function' ? screen(search) : screen
}

/** The params of the last request a handler saw. */
export const lastParams = (seen: URL[]) => Object.fromEntries(seen.at(-1)?.searchParams ?? [])

/** A phone: every media query fails, so lists show cards and fold their filters (call after the harness's beforeEach). */
export function onPhone(): void {
  window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} })) as never
}
