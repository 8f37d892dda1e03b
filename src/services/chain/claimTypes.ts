import type { Address, TypedDataDomain } from 'viem'

/** EIP-712 types of a swap claim, matching CLAIM_TYPEHASH in contracts/src/ClaimVault.sol. */
export const claimTypes = {
  Claim: [
    { name: 'account', type: 'address' },
    { name: 'token', type: 'address' },
    { name: 'tokenId', type: 'uint256' },
    { name: 'amount', type: 'uint256' },
    { name: 'nonce', type: 'uint256' },
    { name: 'deadline', type: 'uint256' },
  ],
} as const

export interface ClaimMessage {
  account: Address
  token: Address
  tokenId: bigint
  amount: bigint
  nonce: bigint
  deadline: bigint
}

export function claimDomain(chainId: number, vault: Address): TypedDataDomain {
  return { name: 'Koi ClaimVault', version: '1', chainId, verifyingContract: vault }
}
