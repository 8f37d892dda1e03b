import type { MachineSamples } from '../registry'
import type { OneShotTaskEvent } from './events'
import { oneShotTasks } from './tasks'
import type { OneShotTaskId } from './tasks'

const events: OneShotTaskEvent[] = [{ type: 'task.start' }]

// Answers with and without a server message, where the toast depends on it.
const serverResults: Record<OneShotTaskId, MachineSamples['actors'][string]> = {
  vaultDownload: { output: [{ message: 'File ready' }], error: [{ message: 'Asset not found' }, {}] },
  betaAccess: {
    output: [{ message: 'Registered for the beta' }, {}],
    error: [{ message: 'Already registered' }, {}],
  },
  shieldDownload: { output: [undefined], error: [{ message: 'Download failed' }] },
}

export function oneShotTaskSamples(task: OneShotTaskId): MachineSamples {
  return { input: { task, texts: oneShotTasks[task] }, events, actors: { runTask: serverResults[task] } }
}
