import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './app'
import { adoptPrerenderedLogin } from './features/auth/login-draft'
import { startPendingSignOut } from './features/auth/pending-sign-out'
import { forgetSession } from './features/auth/session'
import { startConnectivity } from './lib/connectivity'
import { setTotpSetupHandler, setUnauthorizedHandler } from './lib/http'
import { finishHydration } from './lib/hydration'
import { watchLoadFailures } from './lib/load-failure'
import { afterRestore, createQueryClient } from './lib/query-client'
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

/**
 * A task of its own for what follows: the browser may paint and take input between the start's steps, each short on a
 * slow phone, instead of one long task from the scripts' evaluation to the first render (issue 36).
 */
const nextTask = () => new Promise((resume) => setTimeout(resume))

function createRouting() {
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

  // docs/accounts.md#authenticator-app: a session its role limits to the authenticator's setup.
  setTotpSetupHandler(() => {
    if (router.state.location.pathname !== '/setup-authenticator') void router.navigate({ to: '/setup-authenticator', replace: true })
  })
  return router
}

/**
 * The page came with a screen already drawn (scripts/prerender.ts: /login's HTML, or index.html's shell frame): the
 * route's chunks load before React renders, so its first render is the screen itself, not the pending splash. /login's
 * HTML is hydrated (its fields keep what was typed before the script ran); anything else is drawn over the frame. Each
 * render is a transition: it yields to the browser between components instead of being one long task.
 */
async function start(container: HTMLElement): Promise<void> {
  await nextTask()
  const router = createRouting()
  const app = <App queryClient={queryClient} router={router} onRestored={() => void afterRestore(queryClient, bootedAt)} />
  const render = () => {
    finishHydration()
    const root = createRoot(container)
    startTransition(() => root.render(app))
  }
  const prerendered = container.dataset.prerendered
  if (prerendered === undefined && !('frame' in document.documentElement.dataset)) return render()
  await nextTask()
  await router.load().catch(() => undefined)
  if (prerendered !== router.state.location.pathname) return render()
  adoptPrerenderedLogin(container)
  // The form releases a submit made before this (src/features/auth/login-screen.tsx) once it is hydrated itself.
  startTransition(() => void hydrateRoot(container, app))
}

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root')
void start(root)
