import type { E2eSuite } from '../harness/suite'
import { setProfile } from './world'

/**
 * The member whose name the walks of this file edit (Hardhat account 3), named as the profile
 * editor's and the artist card's samples expect, and a rival who may hold the name the samples contest.
 */
export const NAMED_MEMBER = 3
export const RIVAL = 4
export const CURRENT_USERNAME = 'Sakura'
export const CONTESTED_USERNAME = 'sakura_ink'

/** The real server's availability call: a name is taken when any member holds it, in any case. */
export const availabilityCall = (url: URL) => url.pathname.startsWith('/api/users/is-available-username/')

/**
 * The names as a path needs them, set over HTTP: the member holds the samples' current name (with
 * `fields`), and the rival holds the contested name only when some availability check of the path
 * answers "taken", so the real server's answer is the path's. The member is renamed first, so a
 * contested name an earlier path left with them is free for the rival.
 */
export async function arrangeUsernames(
  suite: E2eSuite,
  options: { fields: Record<string, string>; contested: boolean },
): Promise<void> {
  await setProfile(suite, NAMED_MEMBER, { ...options.fields, username: CURRENT_USERNAME })
  await setProfile(suite, RIVAL, { username: options.contested ? CONTESTED_USERNAME : 'rival_of_sakura' })
}
