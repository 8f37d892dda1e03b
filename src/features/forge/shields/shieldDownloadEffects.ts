import { fromPromise } from 'xstate'
import { oneShotTaskMachine } from '../../../machines/oneShotTask/machine'
import { isTaskAllowed } from '../../../machines/oneShotTask/rules'
import { oneShotTasks } from '../../../machines/oneShotTask/tasks'
import type { ApiClient, Shield } from '../../../services/api'
import type { ServiceNotice } from '../../../ui/toast/serviceToast'

/** The file name the download call takes: the shield's name with spaces as underscores. */
export const shieldFileName = (shield: Pick<Shield, 'name'>) => shield.name.replace(/ /g, '_')

export const shieldDownloadInput = { task: 'shieldDownload', texts: oneShotTasks.shieldDownload }

/** Hands a downloaded file to the browser as a saved file. */
function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/** The one-shot task for one shield: allowed when signed in and owning it; the gated download call. */
export function provideShieldDownload(deps: {
  api: ApiClient
  shield: Shield
  isSignedIn: () => boolean
  ownsShield: () => boolean
  notify: (notice: ServiceNotice) => void
}) {
  return oneShotTaskMachine.provide({
    actors: {
      runTask: fromPromise(async (): Promise<{ message?: string } | void> => {
        const name = shieldFileName(deps.shield)
        const file = await deps.api.call('downloadShield', {
          params: { name },
          query: {
            mimetype: 'image/png',
            file_url: deps.shield.image,
            hash: Math.random().toString(36).slice(2),
          },
        })
        saveFile(file, `${name}.png`)
      }),
    },
    actions: { notify: (_, notice) => deps.notify(notice) },
    guards: {
      isAllowed: () => isTaskAllowed('shieldDownload', { loggedIn: deps.isSignedIn(), ownsShield: deps.ownsShield() }),
    },
  })
}
