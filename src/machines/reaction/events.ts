export type ReactionEvent = { type: 'reaction.toggle' }

export interface ReactionInput {
  active: boolean
  count: number
}
