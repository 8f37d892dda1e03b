import { createContext, useContext, type ReactNode } from 'react'

/**
 * What the navbar needs to know of the member; the login machine fills it in. `loading` lasts
 * until the member session's code has arrived, which happens after the first paint.
 */
export type Session =
  | { status: 'loading' }
  | { status: 'disconnected' }
  | { status: 'connected-unsigned'; account: string }
  | { status: 'signed-in'; account: string }

export interface SessionValue {
  session: Session
  /** Opens the wallet connect dialog. */
  connect: () => void
  /** Asks the wallet to sign the login message. */
  sign: () => void
}

const disconnected: SessionValue = {
  session: { status: 'disconnected' },
  connect: () => undefined,
  sign: () => undefined,
}

const SessionContext = createContext<SessionValue>(disconnected)

export function SessionProvider({ value, children }: { value: SessionValue; children: ReactNode }) {
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
}

export function useSession(): SessionValue {
  return useContext(SessionContext)
}

export function sessionAccount(session: Session): string | undefined {
  return session.status === 'connected-unsigned' || session.status === 'signed-in' ? session.account : undefined
}
