import { toast, type ExternalToast } from 'sonner'

/** Toasts of the pages close after 5000 ms; the service-layer flows use 3000 ms. */
export const TOAST_DURATION_MS = 5000
export const SERVICE_TOAST_DURATION_MS = 3000
export const MAX_VISIBLE_TOASTS = 3

type Kind = 'success' | 'error' | 'info' | 'warning'

function show(kind: Kind, message: string, options: ExternalToast, duration: number) {
  return toast[kind](message, { duration, ...options })
}

/** Page-level toasts (5000 ms). */
export const notify = {
  success: (message: string, options: ExternalToast = {}) => show('success', message, options, TOAST_DURATION_MS),
  error: (message: string, options: ExternalToast = {}) => show('error', message, options, TOAST_DURATION_MS),
  info: (message: string, options: ExternalToast = {}) => show('info', message, options, TOAST_DURATION_MS),
  warning: (message: string, options: ExternalToast = {}) => show('warning', message, options, TOAST_DURATION_MS),
  loading: (message: string, options: ExternalToast = {}) => toast.loading(message, options),
  dismiss: (id?: string | number) => toast.dismiss(id),
}

/** Toasts of the service-layer flows (claims, vault, social linking): 3000 ms. */
export const notifyService = {
  success: (message: string, options: ExternalToast = {}) =>
    show('success', message, options, SERVICE_TOAST_DURATION_MS),
  error: (message: string, options: ExternalToast = {}) => show('error', message, options, SERVICE_TOAST_DURATION_MS),
  info: (message: string, options: ExternalToast = {}) => show('info', message, options, SERVICE_TOAST_DURATION_MS),
  warning: (message: string, options: ExternalToast = {}) =>
    show('warning', message, options, SERVICE_TOAST_DURATION_MS),
  loading: (message: string, options: ExternalToast = {}) => toast.loading(message, options),
}
