import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { RefreshMemberOnSignIn } from '../../../src/features/shell/session/RefreshMemberOnSignIn'
import { SessionProvider, type Session } from '../../../src/features/shell/session/SessionContext'
import { memberProfilesKey } from '../../../src/services/member/profileQuery'

const ACCOUNT = '0xAbC0000000000000000000000000000000000001'

/** A member query (`users/…`), answering how many times the server was asked, and another query. */
function Reads({ server }: { server: { users: number; other: number } }) {
  const member = useQuery({
    queryKey: [...memberProfilesKey, ACCOUNT.toLowerCase(), 1],
    queryFn: () => Promise.resolve((server.users += 1)),
  })
  const other = useQuery({ queryKey: ['collections'], queryFn: () => Promise.resolve((server.other += 1)) })
  return (
    <p>
      member read {member.data ?? 0} times, other read {other.data ?? 0} times
    </p>
  )
}

function tree(session: Session, queryClient: QueryClient, server: { users: number; other: number }) {
  const value = { session, connect: () => undefined, sign: () => undefined }
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider value={value}>
        <RefreshMemberOnSignIn />
        <Reads server={server} />
      </SessionProvider>
    </QueryClientProvider>
  )
}

describe('the member profile once the member signs in', () => {
  it('is read again when the wallet signs in, and not on other changes', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } })
    const server = { users: 0, other: 0 }
    const view = render(tree({ status: 'connected-unsigned', account: ACCOUNT }, queryClient, server))
    await screen.findByText('member read 1 times, other read 1 times')

    view.rerender(tree({ status: 'signed-in', account: ACCOUNT }, queryClient, server))
    await screen.findByText('member read 2 times, other read 1 times')

    // the same signed-in member rendered again reads nothing more; signing out reads nothing
    view.rerender(tree({ status: 'signed-in', account: ACCOUNT }, queryClient, server))
    view.rerender(tree({ status: 'disconnected' }, queryClient, server))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(server).toEqual({ users: 2, other: 1 })
  })
})
