import { fromPromise } from 'xstate'
import { oneShotTaskMachine } from '../../machines/oneShotTask/machine'
import { isTaskAllowed } from '../../machines/oneShotTask/rules'
import { ApiError, type ApiClient } from '../../services/api'
import { showNotice } from '../../ui/toast/serviceToast'

/** Saves a file the browser fetched, under its name. */
function save(blob: Blob, name: string) {
  const href = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = href
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(href), 10_000)
}

/**
 * The vault download as a one-shot task: the gated download call (a session and a linked X
 * account, 401/403 otherwise), then the file it names, saved under the asset's name.
 */
export function provideVaultDownload(api: ApiClient, assetId: string, signedIn: () => boolean) {
  return oneShotTaskMachine.provide({
    actors: {
      runTask: fromPromise<{ message?: string } | void, { task: string }>(async () => {
        const answer = await api.call('downloadVaultAsset', { params: { id: assetId } }).catch((error: unknown) => {
          // the server's refusal says why (no session, no linked X); a failed network says the spec's text
          throw error instanceof ApiError ? error : new Error()
        })
        // the member sees the spec's failure text, not the file server's status or the browser's words
        const file = await fetch(answer.url, { credentials: 'include' }).catch(() => {
          throw new Error()
        })
        if (!file.ok) throw new Error()
        const extension = answer.url.split('/').pop()?.split('.').pop() ?? ''
        save(await file.blob(), extension ? `${answer.name}.${extension}` : answer.name)
      }),
    },
    actions: { notify: (_, notice) => showNotice(notice) },
    guards: { isAllowed: () => isTaskAllowed('vaultDownload', { loggedIn: signedIn() }) },
  })
}
