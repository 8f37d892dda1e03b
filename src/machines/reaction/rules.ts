import type { ReactionInput, ReactionRefusal } from './events'

/** Reacting flips the active flag and moves the count by one with it; the count never goes below zero. */
export function toggledReaction({ active, count }: ReactionInput): ReactionInput {
  return { active: !active, count: Math.max(0, count + (active ? -1 : 1)) }
}

/** A linked X account is an X username on the member's social metadata. */
export function hasLinkedX(xUsername: string | null | undefined): boolean {
  return typeof xUsername === 'string' && xUsername.trim() !== ''
}

/**
 * The server refused the reaction until the member links an X account (a refusal the feature
 * recognised): the page's own gate read a linked X account the server no longer has.
 */
export function isLinkRequired(error: unknown): error is ReactionRefusal {
  return typeof error === 'object' && error !== null && (error as Partial<ReactionRefusal>).reason === 'linkRequired'
}
