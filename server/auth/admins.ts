import { and, eq, inArray, not } from 'drizzle-orm'
import type { Db } from '../db/connect'
import { members } from '../db/schema'

/**
 * Admins named by configuration (ADMIN_ACCOUNTS): when the list is set it is the whole truth, so
 * these accounts are admins and no other is. Without it the stored flags stay as they are (the
 * demo data's development-wallet admin).
 */
export async function applyConfiguredAdmins(db: Db, accounts: readonly string[]): Promise<void> {
  if (accounts.length === 0) return
  await db.transaction(async (tx) => {
    await tx
      .update(members)
      .set({ isAdmin: false })
      .where(and(eq(members.isAdmin, true), not(inArray(members.account, [...accounts]))))
    await tx
      .insert(members)
      .values(accounts.map((account) => ({ account, isAdmin: true })))
      .onConflictDoUpdate({ target: members.account, set: { isAdmin: true } })
  })
}
