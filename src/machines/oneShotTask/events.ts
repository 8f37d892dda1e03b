export type OneShotTaskEvent = { type: 'task.start' }

/** A result toast: its text, or the server's message in its place when `serverMessage` is set and there is one. */
export interface ResultText {
  text: string
  serverMessage: boolean
}

/** The toasts of one task; null where the spec gives none, and nothing is shown. */
export interface OneShotTaskTexts {
  loading: string | null
  success: ResultText | null
  failure: ResultText | null
  /** Info toast when the task is not allowed (not logged in, shield not owned). */
  denied: string | null
}

export interface OneShotTaskInput {
  task: string
  texts: OneShotTaskTexts
}
