import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router'
import { render } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import type { ReactNode } from 'react'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { templateAddSearch, variantAddSearch } from '../../src/features/catalogue/list-search'
import { createQueryClient } from '../../src/lib/query-client'
import { AppToaster } from '../../src/ui/app-toaster'

export const API = 'http://api.test'
// Every edit screen reads its record's history under the form: none unless a test says otherwise.
const noHistory = http.get(`${API}/api/history/:type/:id`, () =>
  HttpResponse.json({ status: true, message: 'OK', data: [], pagination: { page: 1, page_size: 20, total: 0 } }),
)
export const server = setupServer(noHistory)

/** msw for the file, a wide screen (tables, not cards) and object URLs, which jsdom lacks. */
export function setupCatalogueHarness(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => server.resetHandlers())
  afterAll(() => server.close())
  beforeEach(() => {
    window.matchMedia = ((query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia
    URL.createObjectURL = () => 'blob:preview'
    URL.revokeObjectURL = () => {}
  })
}

/** Renders a screen inside a router (links, navigation, leave guard) with the app's query client and toaster. */
export function renderScreen(screen: ReactNode, url = '/') {
  const queryClient = createQueryClient()
  // A screen reads its params and search from its own route (useParams({ from })): the app's routes the tests open, by
  // their ids, with their search schemas, each showing the screen (open an edit screen at its path: recordUrl). As in
  // the app, the screen goes once it navigates away (to its list).
  const rootRoute = createRootRoute({ component: Outlet, notFoundComponent: () => null })
  const app = createRoute({ getParentRoute: () => rootRoute, id: '_app', component: Outlet })
  const component = () => screen
  const routes = [
    createRoute({ getParentRoute: () => app, path: '/', component }),
    createRoute({ getParentRoute: () => app, path: 'products/variants/update/$id', component }),
    createRoute({ getParentRoute: () => app, path: 'promo-codes/update/$id', component }),
    createRoute({ getParentRoute: () => app, path: 'products/variants/add', validateSearch: variantAddSearch, component }),
    createRoute({ getParentRoute: () => app, path: 'products/templates/add', validateSearch: templateAddSearch, component }),
  ]
  const router = createRouter({ routeTree: rootRoute.addChildren([app.addChildren(routes)]), history: createMemoryHistory({ initialEntries: [url] }) })
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <AppToaster />
    </QueryClientProvider>,
  )
  return { queryClient, router }
}

/** Where the tests open an edit or add screen: its route's path in the app. */
export const recordUrl = {
  variant: (id: string) => `/products/variants/update/${id}`,
  promoCode: (id: string) => `/promo-codes/update/${id}`,
}
export const addUrl = { variant: '/products/variants/add', template: '/products/templates/add' }

export const page = <T,>(rows: T[], total = rows.length) => ({ status: true, message: 'OK', data: rows, pagination: { page: 1, page_size: 20, total } })
export const ok = (data: unknown) => ({ status: true, message: 'OK', data })
