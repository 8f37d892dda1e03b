import { toast, type ExternalToast } from 'sonner'
import { showWithToaster } from './toasterDemand'

/** Toasts of the pages close after 5000 ms; the service-layer flows use 3000 ms. */
export const TOAST_DURATION_MS = 5000
export const SERVICE_TOAST_DURATION_MS = 3000
export const MAX_VISIBLE_TOASTS = 3

type Kind = 'success' | 'error' | 'info' | 'warning'

let lastId = 0

/**
 * Shows the toast, mounting the toast area with the first one; each gets an id so that the toast
 * area, once mounted, takes up the ones asked for before it listened.
 */
function show(kind: Kind | 'loading', message: string, options: ExternalToast, duration?: number) {
  const id = options.id ?? `koi-toast-${++lastId}`
  showWithToaster(() => {
    toast[kind](message, { ...(duration === undefined ? {} : { duration }), ...options, id })
  })
  return id
}

/** Page-level toasts (5000 ms). */
export const notify = {
  success: (message: string, options: ExternalToast = {}) => show('success', message, options, TOAST_DURATION_MS),
  error: (message: string, options: ExternalToast = {}) => show('error', message, options, TOAST_DURATION_MS),
  info: (message: string, options: ExternalToast = {}) => show('info', message, options, TOAST_DURATION_MS),
  warning: (message: string, options: ExternalToast = {}) => show('warning', message, options, TOAST_DURATION_MS),
  loading: (message: string, options: ExternalToast = {}) => show('loading', message, options),
  dismiss: (id?: string | number) => showWithToaster(() => toast.dismiss(id)),
}

/** Toasts of the service-layer flows (claims, vault, social linking): 3000 ms. */
export const notifyService = {
  success: (message: string, options: ExternalToast = {}) =>
    show('success', message, options, SERVICE_TOAST_DURATION_MS),
  error: (message: string, options: ExternalToast = {}) => show('error', message, options, SERVICE_TOAST_DURATION_MS),
  info: (message: string, options: ExternalToast = {}) => show('info', message, options, SERVICE_TOAST_DURATION_MS),
  warning: (message: string, options: ExternalToast = {}) =>
    show('warning', message, options, SERVICE_TOAST_DURATION_MS),
  loading: (message: string, options: ExternalToast = {}) => show('loading', message, options),
}
