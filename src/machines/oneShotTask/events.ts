export type OneShotTaskEvent = { type: 'task.start' }

/** The toast texts of one task; `useServerMessage` lets the server's message replace success and failure texts. */
export interface OneShotTaskTexts {
  loading: string
  success: string
  failure: string
  /** Shown when the task is not allowed (not logged in, shield not owned). */
  denied: string
  useServerMessage: boolean
}

export interface OneShotTaskInput {
  task: string
  texts: OneShotTaskTexts
}
