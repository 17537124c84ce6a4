import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { startPendingSignOut } from './features/auth/pending-sign-out'
import { forgetSession } from './features/auth/session'
import { startConnectivity } from './lib/connectivity'
import { setUnauthorizedHandler } from './lib/http'
import { watchLoadFailures } from './lib/load-failure'
import { afterRestore, createQueryClient, persistOptions } from './lib/query-client'
import { applyTheme, themeStore } from './lib/theme'
import { createAppRouter } from './router'
import './ui/styles/tokens.css'
import './ui/styles/base.css'
import './ui/styles/controls.css'
import './ui/styles/feedback.css'
import './ui/styles/auth.css'

applyTheme(themeStore.get())
startConnectivity()
startPendingSignOut()

const queryClient = createQueryClient()
const bootedAt = Date.now()
const router = createAppRouter(queryClient)
watchLoadFailures((listener) => router.subscribe('onBeforeLoad', listener))

setUnauthorizedHandler(() => {
  forgetSession(queryClient)
  const { pathname, search } = router.state.location
  void router.navigate({
    to: '/login',
    search: pathname.startsWith('/login') ? {} : { redirect: `${pathname}${search ? `?${new URLSearchParams(search as Record<string, string>)}` : ''}` },
    replace: true,
  })
})

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root')

createRoot(root).render(
  <StrictMode>
    <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions} onSuccess={() => void afterRestore(queryClient, bootedAt)}>
      <RouterProvider router={router} />
    </PersistQueryClientProvider>
  </StrictMode>,
)
