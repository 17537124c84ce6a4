import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { render } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import type { ReactNode } from 'react'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
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
  const rootRoute = createRootRoute({ component: () => screen })
  // An edit screen reads its record's id from the route: open it at recordUrl(id).
  const record = createRoute({ getParentRoute: () => rootRoute, path: '/record/$id' })
  const router = createRouter({ routeTree: rootRoute.addChildren([record]), history: createMemoryHistory({ initialEntries: [url] }) })
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <AppToaster />
    </QueryClientProvider>,
  )
  return { queryClient, router }
}

export const recordUrl = (id: string) => `/record/${id}`

export const page = <T,>(rows: T[], total = rows.length) => ({ status: true, message: 'OK', data: rows, pagination: { page: 1, page_size: 20, total } })
export const ok = (data: unknown) => ({ status: true, message: 'OK', data })
