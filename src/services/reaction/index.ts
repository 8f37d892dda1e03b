export { provideReactionEffects, type ReactionEffectsDeps, type ReactionGate } from './reactionEffects'
export {
  memberProfileQueryKey,
  useReactionGating,
  type GatingMember,
  type ReactionGating,
  type ReactionGatingInput,
} from './reactionGating'
export { useReaction, useReactionOnDemand, type ReactionView } from './useReaction'
export { signedInAccountOf } from './member'
