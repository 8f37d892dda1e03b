import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { memberProfilesKey } from '../../../services/member/profileQuery'
import { useSession } from './SessionContext'

/**
 * Reads the member's profile again once they sign in. A page may have read it while the wallet was
 * connected but not yet signed in, and the sign-in itself can change it (the first sign-in makes the
 * member; a quest it completes adds GCoins): without this the navbar and the redeem modal would show
 * the balance from before until something else refreshed it.
 */
export function RefreshMemberOnSignIn() {
  const queryClient = useQueryClient()
  const { session } = useSession()
  const signedInAccount = session.status === 'signed-in' ? session.account : undefined
  useEffect(() => {
    if (signedInAccount) void queryClient.invalidateQueries({ queryKey: memberProfilesKey })
  }, [queryClient, signedInAccount])
  return null
}
