import { notifyService } from './notify'

/** A toast a flow asks for: the same shape as a machine's `Notice` (src/machines/notice.ts). */
export interface ServiceNotice {
  kind: 'loading' | 'success' | 'error' | 'info' | 'warning'
  message: string
  /** A loading toast and the toast that replaces it share an id. */
  id?: string
  durationMs?: number
}

/** Shows a machine's notice as a service-layer toast (3000 ms); a shared id replaces the loading toast. */
export function showNotice(notice: ServiceNotice): void {
  const options = {
    ...(notice.id ? { id: notice.id } : {}),
    ...(notice.durationMs ? { duration: notice.durationMs } : {}),
  }
  notifyService[notice.kind](notice.message, options)
}
