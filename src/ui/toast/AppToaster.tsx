import { Toaster } from 'sonner'
import { MAX_VISIBLE_TOASTS, TOAST_DURATION_MS } from './notify'

/** The toast area of the page shell: bottom-right, at most 3 at once, 5000 ms by default. */
export function AppToaster() {
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
