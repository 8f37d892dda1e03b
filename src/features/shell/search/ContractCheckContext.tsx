import { createContext, useContext, type ReactNode } from 'react'

export type ContractCheck = (address: string) => Promise<boolean>

// Without a chain the search cannot tell a wallet from a contract; treating every address as a
// wallet keeps the search usable and is replaced by the real check where the app mounts.
const assumeWallet: ContractCheck = () => Promise.resolve(false)

const ContractCheckContext = createContext<ContractCheck>(assumeWallet)

/** Supplies the chain lookup the navigation search uses (a fake in tests, viem in the app). */
export function ContractCheckProvider({ check, children }: { check: ContractCheck; children: ReactNode }) {
  return <ContractCheckContext.Provider value={check}>{children}</ContractCheckContext.Provider>
}

export function useContractCheck(): ContractCheck {
  return useContext(ContractCheckContext)
}
