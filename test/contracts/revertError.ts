import { BaseError, ContractFunctionRevertedError } from 'viem'

/**
 * The custom error (or reason string) a contract call reverted with, decoded from the ABI it was
 * called with: `{ name: 'WrongPrice', args: [price, sent] }`. Fails the test when the call succeeds
 * or fails for another reason than a revert.
 */
export async function revertError(call: Promise<unknown>): Promise<{ name: string; args: readonly unknown[] }> {
  try {
    await call
  } catch (error) {
    const reverted =
      error instanceof BaseError ? error.walk((cause) => cause instanceof ContractFunctionRevertedError) : null
    if (reverted instanceof ContractFunctionRevertedError && reverted.data) {
      return { name: reverted.data.errorName, args: reverted.data.args ?? [] }
    }
    if (reverted instanceof ContractFunctionRevertedError && reverted.reason) {
      return { name: 'Error', args: [reverted.reason] }
    }
    throw error
  }
  throw new Error('the call succeeded, a revert was expected')
}
