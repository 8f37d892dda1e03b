/** The member as the gating sees them: the shell's session, whatever its loading states. */
export interface GatingMember {
  status: string
  account?: string
}

/** The member's account when they are signed in, else null. */
export const signedInAccountOf = (member: GatingMember): string | null =>
  member.status === 'signed-in' && member.account ? member.account : null
