import { lazy, Suspense, useSyncExternalStore } from 'react'
import { isToasterRequested, subscribeToasterRequest } from './toasterDemand'

// No toast can exist before the first toast is asked for, so sonner loads with that one.
const AppToaster = lazy(() => import('./AppToaster').then((module) => ({ default: module.AppToaster })))

export function LazyToaster() {
  const requested = useSyncExternalStore(subscribeToasterRequest, isToasterRequested, () => false)
  if (!requested) return null
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  )
}
