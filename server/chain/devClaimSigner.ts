import { keccak256, stringToHex, type Hex } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'

/**
 * The claim signer of the local chain only. It is derived from a public phrase, so anyone can
 * compute it: it must never sign for a real network, where CLAIM_SIGNER_PRIVATE_KEY comes from the
 * environment instead. It is not one of the funded test accounts, so a person picking an account in
 * the development wallet can never sign their own claims.
 */
export const DEV_CLAIM_SIGNER_PRIVATE_KEY: Hex = keccak256(
  stringToHex('koi local chain claim signer, development only'),
)

export const DEV_CLAIM_SIGNER_ADDRESS = privateKeyToAddress(DEV_CLAIM_SIGNER_PRIVATE_KEY)
