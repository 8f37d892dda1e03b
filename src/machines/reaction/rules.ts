import type { ReactionInput } from './events'

/** Reacting flips the active flag and moves the count by one with it; the count never goes below zero. */
export function toggledReaction({ active, count }: ReactionInput): ReactionInput {
  return { active: !active, count: Math.max(0, count + (active ? -1 : 1)) }
}

/** A linked X account is an X username on the member's social metadata. */
export function hasLinkedX(xUsername: string | null | undefined): boolean {
  return typeof xUsername === 'string' && xUsername.trim() !== ''
}
