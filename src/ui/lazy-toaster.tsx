import { useSelector } from '@tanstack/react-store'
import { lazy, Suspense } from 'react'
import { toastsAsked } from '../lib/toasts'

const AppToaster = lazy(() => import('./app-toaster').then((module) => ({ default: module.AppToaster })))

/** The toaster, and its library, load with the first toast (src/lib/toasts.ts), not with the first page. */
export function LazyToaster() {
  const asked = useSelector(toastsAsked)
  return asked ? (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  ) : null
}
