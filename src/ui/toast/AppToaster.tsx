import { useEffect } from 'react'
import { Toaster } from 'sonner'
import { MAX_VISIBLE_TOASTS, TOAST_DURATION_MS } from './notify'
import { markToasterMounted } from './toasterDemand'

/** The toast area of the page shell: bottom-right, at most 3 at once, 5000 ms by default. */
export function AppToaster() {
  // after the Toaster's own effect (a child's effects run first), so it already listens
  useEffect(markToasterMounted, [])
  return (
    <Toaster
      position="bottom-right"
      visibleToasts={MAX_VISIBLE_TOASTS}
      duration={TOAST_DURATION_MS}
      theme="dark"
      richColors
      closeButton
    />
  )
}
