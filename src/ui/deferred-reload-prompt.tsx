import { useRouter } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useState } from 'react'
import { whenIdle } from '../lib/idle'

// On a patchy network the prompt may not arrive: the app goes on without it (the next visit registers the worker).
const ReloadPrompt = lazy(() =>
  import('./reload-prompt').then(
    (module) => ({ default: module.ReloadPrompt }),
    () => ({ default: () => null }),
  ),
)

/**
 * Registers the service worker and its update prompt once the page has loaded, the first screen
 * has rendered and the browser is idle: registration must not compete with the first paint.
 */
export function DeferredReloadPrompt() {
  const router = useRouter()
  const [ready, setReady] = useState(false)
  useEffect(() => {
    if (!import.meta.env.PROD) return
    const loaded = new Promise<void>((resolve) =>
      document.readyState === 'complete' ? resolve() : window.addEventListener('load', () => resolve(), { once: true }),
    )
    let unsubscribe = () => {}
    const rendered = new Promise<void>((resolve) => {
      unsubscribe = router.subscribe('onRendered', () => resolve())
      // A page whose route had loaded before React drew it (src/main.tsx: a page the build drew) is drawn by now, and
      // its onRendered came before this subscription.
      if (router.state.status === 'idle' && router.state.resolvedLocation) resolve()
    })
    void Promise.all([loaded, rendered]).then(() => whenIdle(() => setReady(true), undefined, 200))
    return () => unsubscribe()
  }, [router])
  return ready ? (
    <Suspense fallback={null}>
      <ReloadPrompt />
    </Suspense>
  ) : null
}
