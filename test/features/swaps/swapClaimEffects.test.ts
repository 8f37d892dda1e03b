import { describe, expect, it } from 'vitest'
import { createActor, toPromise, type PromiseActorLogic } from 'xstate'
import { provideSwapClaimEffects, type SwapChain } from '../../../src/features/swaps'
import type { ClaimSignature } from '../../../src/machines/swapClaim/events'
import { claimAmountOf } from '../../../src/machines/swapClaim/rules'
import { memberAccount, mockCall, testServiceUrls } from '../../../src/mocks'
import { createApiClient } from '../../../src/services/api'
import { testEnv } from '../shell/renderApp'
import { mockServerForFile } from '../support/mockServer'

const server = mockServerForFile()

const ape = '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9'
const unusedChain: SwapChain = {
  readLimits: () => Promise.reject(new Error('not read here')),
  writeClaim: () => Promise.reject(new Error('not written here')),
  waitForReceipt: () => Promise.reject(new Error('not waited for here')),
}

/** The claim-signature effect as the page provides it, run on its own with the amount the machine holds. */
async function fetchSignature(amount: number) {
  const machine = provideSwapClaimEffects({
    api: createApiClient(testServiceUrls),
    env: testEnv,
    chain: unusedChain,
    account: memberAccount,
    notify: () => undefined,
    onVerified: () => undefined,
  })
  const logic = machine.implementations.actors.fetchClaimSignature as PromiseActorLogic<
    ClaimSignature,
    { tokenAddress: string; amount: number }
  >
  return toPromise(createActor(logic, { input: { tokenAddress: ape, amount } }).start())
}

describe('the claim-signature call', () => {
  it('sends 0 for an amount that is not a number, and the amount itself otherwise', async () => {
    const asked: (string | null)[] = []
    server.use(
      mockCall('getClaimSignature', ({ query }) => {
        asked.push(query.get('amount'))
        return { signature: '0xsig', tokenId: '0', amount: '1', deadline: 1_900_000_000, nonce: '0' }
      }),
    )

    await fetchSignature(claimAmountOf('twelve'))
    await fetchSignature(claimAmountOf('12.5'))
    expect(asked).toEqual(['0', '12.5'])
  })
})
