import { eq } from 'drizzle-orm'
import { LINK_X_TO_REACT } from '../../../src/services/api/contract/constants'
import type { Db } from '../../db/connect'
import { artistSubmissions, fanArt, gameGallery } from '../../db/schema'
import { forbidden, notFound } from '../../http/errors'
import { linkedAccountId } from '../social/linkedAccount'
import { isAdmin } from '../users/profile'
import { toggleReaction, type TargetKind } from './toggle'

type SubmissionKind = Exclude<TargetKind, 'nft'>

const submissions = {
  fan_art: { table: fanArt, missing: (id: string) => `no fan-art submission ${id}` },
  game: { table: gameGallery, missing: (id: string) => `no game-gallery item ${id}` },
  artist_submission: { table: artistSubmissions, missing: (id: string) => `no artist submission ${id}` },
} satisfies Record<SubmissionKind, unknown>

/**
 * Toggles a member's reaction on a submission (a fan-art post, a game-gallery item, a contest
 * entry), gated as the spec gates a love: the route has checked the session; here the submission
 * must be one the member can see, and the member must have an X account linked. A disabled
 * submission is hidden from members, so it answers as if it did not exist (404) before any other
 * check; admins, who can see it, may still react. The X account is what makes a reaction a
 * person's: without it throwaway wallets could move the galleries' and the contest's
 * "most reactions" orders (403 with `LINK_X_TO_REACT`, which the page answers with its Link X
 * prompt). Likes on NFT items are not submissions and need the session only.
 */
export async function toggleSubmissionReaction(
  db: Db,
  kind: SubmissionKind,
  id: string,
  account: string,
  type: 'like' | 'love',
) {
  const { table, missing } = submissions[kind]
  const [found] = await db.select({ disabled: table.disabled }).from(table).where(eq(table.id, id)).limit(1)
  if (!found || (found.disabled && !(await isAdmin(db, account)))) throw notFound(missing(id))
  if ((await linkedAccountId(db, account, 'twitter')) === null) throw forbidden(LINK_X_TO_REACT)
  const result = await toggleReaction(db, kind, id, account, type)
  return { reactionActive: result.active, totalReactionsCount: result.totalCount }
}
