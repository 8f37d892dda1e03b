import type { Notice } from '../../machines/notice'
import { notifyService } from '../../ui/toast/notify'

/** Shows a machine's notice as a service-layer toast (3000 ms); a shared id replaces the loading toast. */
export function showNotice(notice: Notice): void {
  const options = {
    ...(notice.id ? { id: notice.id } : {}),
    ...(notice.durationMs ? { duration: notice.durationMs } : {}),
  }
  notifyService[notice.kind](notice.message, options)
}
