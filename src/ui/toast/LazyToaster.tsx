import { lazy, Suspense } from 'react'

// No toast can exist before the first interaction, so sonner loads after the first paint.
const AppToaster = lazy(() => import('./AppToaster').then((module) => ({ default: module.AppToaster })))

export function LazyToaster() {
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  )
}
