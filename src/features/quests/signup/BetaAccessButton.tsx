import { useActorRef, useSelector } from '@xstate/react'
import { useMemo, useRef } from 'react'
import { fromPromise } from 'xstate'
import { oneShotTaskMachine } from '../../../machines/oneShotTask/machine'
import { selectIsRunning } from '../../../machines/oneShotTask/selectors'
import { isTaskAllowed } from '../../../machines/oneShotTask/rules'
import { oneShotTasks } from '../../../machines/oneShotTask/tasks'
import { ApiError, type ApiClient } from '../../../services/api'
import { inspector } from '../../../services/inspection'
import { showNotice } from '../../../ui/toast/serviceToast'

/** The beta-access application (PATCH /api/users/apply-beta-access) with its three toasts. */
export function BetaAccessButton({ api, signedIn }: { api: ApiClient; signedIn: boolean }) {
  const signedInNow = useRef(signedIn)
  signedInNow.current = signedIn
  const machine = useMemo(
    () =>
      oneShotTaskMachine.provide({
        actors: {
          runTask: fromPromise<{ message?: string } | void, { task: string }>(async () => {
            const answer = await api.call('applyBetaAccess').catch((error: unknown) => {
              // the server's refusal says why; a failed network says the spec's failure text
              throw error instanceof ApiError ? error : new Error()
            })
            if (!answer.status) throw new Error(answer.message)
            return { message: answer.message }
          }),
        },
        actions: { notify: (_, notice) => showNotice(notice) },
        guards: { isAllowed: () => isTaskAllowed('betaAccess', { loggedIn: signedInNow.current }) },
      }),
    [api],
  )
  const actor = useActorRef(machine, {
    input: { task: 'betaAccess', texts: oneShotTasks.betaAccess },
    inspect: inspector('betaAccess'),
  })
  const running = useSelector(actor, selectIsRunning)
  return (
    <button
      type="button"
      className="koi-signup__beta"
      disabled={running}
      onClick={() => actor.send({ type: 'task.start' })}
    >
      Apply for beta access
    </button>
  )
}
