export type ReactionEvent = { type: 'reaction.toggle' }

/**
 * Why the server refused a reaction, as the feature reads its answer: `linkRequired` when the member
 * must link an X account first (the server's message says so).
 */
export interface ReactionRefusal {
  reason: 'linkRequired'
  message: string
}

export interface ReactionInput {
  active: boolean
  count: number
}
