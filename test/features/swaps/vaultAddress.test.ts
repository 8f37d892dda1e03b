import { describe, expect, it } from 'vitest'
import { swapVaultAddress } from '../../../src/features/swaps'
import { testEnv } from '../shell/renderApp'

const siteVault = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

describe('the claim vault the swap area uses', () => {
  it("is the site configuration's swap address when it names one", () => {
    expect(swapVaultAddress({ KoiSwapAddress: siteVault }, testEnv)).toBe(siteVault)
    expect(siteVault).not.toBe(testEnv.contracts.claimVault)
  })

  it('is the deployed vault while the site names the zero address or no valid address', () => {
    for (const KoiSwapAddress of [`0x${'0'.repeat(40)}`, '', 'vault', '0x5fbDB2315678afecb367f032d93F642f64180aa3']) {
      expect(swapVaultAddress({ KoiSwapAddress }, testEnv)).toBe(testEnv.contracts.claimVault)
    }
  })
})
