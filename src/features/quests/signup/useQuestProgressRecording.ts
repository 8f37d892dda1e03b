import { useEffect, useRef } from 'react'
import type { QuestStepId } from '../../../machines/questSteps/events'
import type { QuestStepView } from '../../../machines/questSteps/selectors'
import type { ApiClient } from '../../../services/api'

/** The seeded quests that are the sign-up steps themselves, by their kind. */
const stepOfKind: Record<string, QuestStepId> = {
  connect_wallet: 'connect',
  sign: 'sign',
  link_x: 'linkX',
  link_discord: 'linkDiscord',
}

/**
 * Records the signed-in member's progress on the quests that match the sign-up steps done: each such
 * quest is read and, when not yet completed, completed through the quest call (the server credits its
 * GCoins once). Each quest is recorded at most once per account while the panel lives.
 */
export function useQuestProgressRecording(
  api: ApiClient,
  account: string | null,
  steps: QuestStepView[],
  onRecorded: () => void,
) {
  const recorded = useRef(new Set<string>())
  const recordedNow = useRef(onRecorded)
  recordedNow.current = onRecorded
  const done = steps
    .filter((step) => step.status)
    .map((step) => step.id)
    .join(',')

  useEffect(() => {
    if (!account || done === '') return
    const doneSteps = new Set(done.split(','))
    let cancelled = false
    void (async () => {
      try {
        const { items } = await api.call('getQuests', { query: { offset: 0, limit: 50 } })
        const due = items.filter((quest) => {
          const step = stepOfKind[quest.kind]
          return step !== undefined && doneSteps.has(step) && !recorded.current.has(`${account}:${quest._id}`)
        })
        let changed = false
        for (const quest of due) {
          if (cancelled) return
          recorded.current.add(`${account}:${quest._id}`)
          const progress = await api.call('getQuestProgress', { params: { account, questId: quest._id } })
          if (progress.completed) continue
          await api.call('updateQuestProgress', { params: { questId: quest._id }, body: {} })
          changed = true
        }
        if (changed && !cancelled) recordedNow.current()
      } catch {
        // a failed read or write is tried again the next time the steps change
        recorded.current.clear()
      }
    })()
    return () => {
      cancelled = true
    }
  }, [api, account, done])
}
