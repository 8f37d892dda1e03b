import { isAddress, type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { claimDomain, claimTypes, type ClaimMessage } from '../../src/services/chain/claimTypes.ts'

export interface ClaimSignerOptions {
  privateKey: Hex
  chainId: number
  /** the ClaimVault that will check the signature (part of the EIP-712 domain) */
  vault: Address
}

export interface ClaimSigner {
  /** the address the vault must hold as its signer for these signatures to pass */
  address: Address
  sign(claim: ClaimMessage): Promise<Hex>
}

/** Signs EIP-712 swap claims with the server's key; the vault pays a claim only with such a signature. */
export function createClaimSigner({ privateKey, chainId, vault }: ClaimSignerOptions): ClaimSigner {
  if (!/^0x[0-9a-fA-F]{64}$/.test(privateKey)) throw new Error('the claim signer key must be 32 bytes of hex')
  if (!isAddress(vault)) throw new Error(`the ClaimVault address ${String(vault)} is not an address`)
  const signer = privateKeyToAccount(privateKey)
  const domain = claimDomain(chainId, vault)
  return {
    address: signer.address,
    sign: (claim) => signer.signTypedData({ domain, types: claimTypes, primaryType: 'Claim', message: claim }),
  }
}
