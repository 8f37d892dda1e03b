import { mnemonicToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { LOCAL_TEST_MNEMONIC, localTestAccounts } from '../../src/services/chain/localAccounts.ts'

describe('local test accounts', () => {
  it("are the test mnemonic's accounts, the ones the Hardhat node funds", () => {
    const accounts = localTestAccounts(3)
    expect(accounts.map((account) => account.address)).toEqual(
      [0, 1, 2].map((addressIndex) => mnemonicToAccount(LOCAL_TEST_MNEMONIC, { addressIndex }).address),
    )
    expect(accounts[0]?.address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
  })
})
