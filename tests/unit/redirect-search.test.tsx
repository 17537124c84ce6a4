import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { createQueryClient } from '../../src/lib/query-client'
import { redirectSearch, safeRedirect } from '../../src/lib/redirect-search'
import { routeTree } from '../../src/routeTree.gen'

const hostile = [
  'https://evil.example/login',
  'https:evil.example',
  'http:/evil.example',
  '//evil.example',
  '///evil.example',
  '/\\evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' /dashboard',
  'dashboard',
  'data:text/html,<script>alert(1)</script>',
  '',
]

describe('safeRedirect', () => {
  it('keeps same-app paths, with their query and hash', () => {
    for (const path of ['/dashboard', '/promo-codes?page=2&search=diwali', '/catalogue/templates/update/42#images', '/']) {
      expect(safeRedirect(path), path).toBe(path)
    }
  })

  it.each(hostile)('drops %j', (value) => {
    expect(safeRedirect(value)).toBeUndefined()
  })

  it('drops what is not a string', () => {
    for (const value of [undefined, null, 42, ['/dashboard'], { to: '/dashboard' }]) expect(safeRedirect(value)).toBeUndefined()
  })

  it('the search schema never refuses: an unsafe value becomes no redirect', () => {
    for (const value of hostile) expect(v.parse(redirectSearch, { redirect: value })).toEqual({ redirect: undefined })
    expect(v.parse(redirectSearch, {})).toEqual({})
    expect(v.parse(redirectSearch, { redirect: '/inventory' })).toEqual({ redirect: '/inventory' })
  })
})

describe('/login with a hostile ?redirect=', () => {
  it.each(['https:evil.example', '//evil.example', 'javascript:alert(1)'])('shows the sign-in form for %j', async (value) => {
    const queryClient = createQueryClient()
    const history = createMemoryHistory({ initialEntries: [`/login?redirect=${encodeURIComponent(value)}`] })
    const router = createRouter({ routeTree, context: { queryClient }, history })
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    )
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy()
    expect(screen.queryByText('Something went wrong!')).toBeNull()
    expect((router.state.location.search as { redirect?: string }).redirect).toBeUndefined()
  })
})
