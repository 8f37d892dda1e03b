import { eq } from 'drizzle-orm'
import type { Db } from '../../db/connect'
import { socialRedeemers } from '../../db/schema'
import { forbidden } from '../../http/errors'
import { linkedAccountId } from '../social/linkedAccount'
import { LINK_X_TO_REDEEM } from '../../../src/services/api/contract/constants'

/**
 * Refuses a claim signature unless the member has linked an X account that redeems for them: the
 * first member to redeem with an X account keeps it, so moving it from wallet to wallet redeems
 * nothing more. Answered 403 with a message naming what is missing.
 */
export async function assertRedeemer(db: Db, account: string): Promise<void> {
  const xAccountId = await linkedAccountId(db, account, 'twitter')
  if (!xAccountId) throw forbidden(LINK_X_TO_REDEEM)
  await db.insert(socialRedeemers).values({ xAccountId, account }).onConflictDoNothing()
  const [redeemer] = await db
    .select({ account: socialRedeemers.account })
    .from(socialRedeemers)
    .where(eq(socialRedeemers.xAccountId, xAccountId))
    .limit(1)
  if (redeemer?.account !== account)
    throw forbidden('This X account already redeems GCoins for another member: each X account redeems for one member')
}
