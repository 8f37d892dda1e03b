/**
 * Links into a block explorer, from its base URL (the client environment's `explorerUrl`): text
 * functions apart from viem, so a page that links a transaction does not bring the chain code.
 */
export function explorerTxUrl(explorerBase: string | null, txHash: string): string | null {
  return explorerBase ? `${explorerBase.replace(/\/$/, '')}/tx/${txHash}` : null
}

export function explorerAddressUrl(explorerBase: string | null, address: string): string | null {
  return explorerBase ? `${explorerBase.replace(/\/$/, '')}/address/${address}` : null
}
