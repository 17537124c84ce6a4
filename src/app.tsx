import type { QueryClient } from '@tanstack/react-query'
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { persistOptions } from './lib/query-client'
import type { createAppRouter } from './router'

/**
 * The whole app as one element: the browser renders it (src/main.tsx) and the build renders it to HTML (src/prerender.tsx),
 * so the prerendered markup and the first render in the browser come from one tree and hydrate without a mismatch.
 */
type AppProps = { queryClient: QueryClient; router: ReturnType<typeof createAppRouter>; onRestored?: () => void }

export function App({ queryClient, router, onRestored }: AppProps) {
  return (
    <StrictMode>
      <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions} onSuccess={onRestored}>
        <RouterProvider router={router} />
      </PersistQueryClientProvider>
    </StrictMode>
  )
}
