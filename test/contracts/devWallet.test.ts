import { createWalletClient, custom, parseEther, verifyMessage, type Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createClaimSigner, DEV_CLAIM_SIGNER_PRIVATE_KEY } from '../../server/chain/index.ts'
import { claimVaultAbi, rewardTokenAbi } from '../../src/services/chain/abis/index.ts'
import { claimDomain, claimTypes } from '../../src/services/chain/claimTypes.ts'
import { koiChain } from '../../src/services/chain/chains.ts'
import {
  account as connectedAccount,
  connectWallet,
  disconnectWallet,
  installDevWalletWhenLocal,
  NO_PROJECT_ID_NOTICE,
  NO_WALLET_MESSAGE,
  onAccountsChanged,
  signMessage,
  writeContract,
  type Eip1193Provider,
  type Eip6963ProviderDetail,
} from '../../src/services/wallet/index.ts'
import { announceDevWallet, createDevWallet, DEV_WALLET_TEST_METHODS } from '../../src/services/wallet/devWallet.ts'
import { account, startTestChain, type TestChain } from './chainFixture.ts'

let testChain: TestChain

beforeAll(async () => {
  testChain = await startTestChain()
})

afterAll(async () => {
  disconnectWallet()
  await testChain?.chain.stop()
})

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

function devWallet(pick: Address, storage = memoryStorage()): Eip1193Provider {
  const { rpcUrl, chainId } = testChain.chain
  return createDevWallet({
    rpcUrl,
    chainId,
    storage,
    pickAccount: (addresses) => Promise.resolve(addresses.find((a) => a === pick) ?? pick),
  })
}

describe('development wallet provider', () => {
  it('is announced through EIP-6963, now and on request', () => {
    const page = new EventTarget()
    const announced: Eip6963ProviderDetail[] = []
    page.addEventListener('eip6963:announceProvider', (event) =>
      announced.push((event as CustomEvent<Eip6963ProviderDetail>).detail),
    )
    const provider = devWallet(account(testChain, 1).address)
    const withdraw = announceDevWallet(provider, page)
    page.dispatchEvent(new Event('eip6963:requestProvider'))
    withdraw()
    page.dispatchEvent(new Event('eip6963:requestProvider'))

    expect(announced).toHaveLength(2)
    expect(announced[0]?.info).toMatchObject({ name: 'Koi Dev Wallet', rdns: 'org.koi.devwallet' })
    expect(announced[0]?.info.icon).toMatch(/^data:image\/svg\+xml,/)
    expect(announced[0]?.provider).toBe(provider)
  })

  it('connects the account the person picks, tells listeners and remembers it', async () => {
    const picked = account(testChain, 2).address
    const storage = memoryStorage()
    const provider = devWallet(picked, storage)
    const changes: unknown[] = []
    provider.on('accountsChanged', (accounts) => changes.push(accounts))

    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([picked])
    expect(changes).toEqual([[picked]])
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0xaa36a7')
    // a reload: a new provider over the same storage is still connected
    expect(await devWallet(account(testChain, 3).address, storage).request({ method: 'eth_accounts' })).toEqual([
      picked,
    ])
  })

  it('signs messages and typed data for the connected account only', async () => {
    const signerAccount = account(testChain, 2)
    const provider = devWallet(signerAccount.address)
    await provider.request({ method: 'eth_requestAccounts' })
    const client = createWalletClient({
      account: signerAccount.address,
      chain: koiChain(testChain.chain),
      transport: custom(provider),
    })

    const message = 'Sign in to Koi'
    const signature = await client.signMessage({ message })
    expect(await verifyMessage({ address: signerAccount.address, message, signature })).toBe(true)

    const typedData = {
      domain: claimDomain(testChain.chain.chainId, testChain.chain.contracts.claimVault),
      types: claimTypes,
      primaryType: 'Claim',
      message: {
        account: signerAccount.address,
        token: testChain.chain.contracts.tokens.ARB,
        tokenId: 3n,
        amount: parseEther('12'),
        nonce: 0n,
        deadline: 1_900_000_000n,
      },
    } as const
    expect(await client.signTypedData(typedData)).toBe(await signerAccount.signTypedData(typedData))

    await expect(
      provider.request({ method: 'personal_sign', params: ['0x00', account(testChain, 4).address] }),
    ).rejects.toMatchObject({ code: 4100 })
  })

  it('stays on the local chain and forwards reads to it', async () => {
    const provider = devWallet(account(testChain, 1).address)
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }),
    ).rejects.toMatchObject({ code: 4902 })
    expect(
      await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xaa36a7' }] }),
    ).toBeNull()
    const blockNumber = await provider.request({ method: 'eth_blockNumber' })
    expect(blockNumber).toBe(`0x${(await testChain.publicClient.getBlockNumber()).toString(16)}`)
  })

  it('answers its test controls: a held, failed or declined request, and a move to another chain', async () => {
    const signer = account(testChain, 2).address
    const provider = devWallet(signer)
    await provider.request({ method: 'eth_requestAccounts' })
    const sign = () => provider.request({ method: 'personal_sign', params: ['0x6869', signer] })

    // declined once, then signed again
    await provider.request({
      method: DEV_WALLET_TEST_METHODS.failNext,
      params: [{ method: 'personal_sign', code: 4001 }],
    })
    await expect(sign()).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' })
    expect(await verifyMessage({ address: signer, message: 'hi', signature: (await sign()) as `0x${string}` })).toBe(
      true,
    )

    // held until released, and then failed as told
    await provider.request({ method: DEV_WALLET_TEST_METHODS.holdNext, params: [{ method: 'personal_sign' }] })
    await provider.request({
      method: DEV_WALLET_TEST_METHODS.failNext,
      params: [{ method: 'personal_sign', code: 4100, message: 'The wallet is locked.' }],
    })
    let settled = false
    const held = sign().finally(() => (settled = true))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(settled).toBe(false)
    await provider.request({ method: DEV_WALLET_TEST_METHODS.releaseHeld })
    await expect(held).rejects.toMatchObject({ code: 4100, message: 'The wallet is locked.' })

    const chains: unknown[] = []
    provider.on('chainChanged', (chainId) => chains.push(chainId))
    await provider.request({ method: DEV_WALLET_TEST_METHODS.switchChain, params: ['0x1'] })
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x1')
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xaa36a7' }] })
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0xaa36a7')
    expect(chains).toEqual(['0x1', '0xaa36a7'])
    await expect(
      provider.request({ method: DEV_WALLET_TEST_METHODS.failNext, params: [{ code: 4001 }] }),
    ).rejects.toMatchObject({ code: -32602 })
  })
})

describe('connectWallet without a WalletConnect project id', () => {
  it('says no browser wallet was found when none announces itself', async () => {
    await expect(
      connectWallet(
        { chainId: testChain.chain.chainId, rpcUrl: testChain.chain.rpcUrl },
        { eventTarget: new EventTarget() },
      ),
    ).rejects.toThrow(NO_WALLET_MESSAGE)
  })

  it('connects the development wallet, signs in and claims through the typed wallet API', async () => {
    const claimer = account(testChain, 5)
    const page = new EventTarget()
    const withdraw = announceDevWallet(devWallet(claimer.address), page)
    const seen: (Address | null)[] = []
    const stopListening = onAccountsChanged((address) => seen.push(address))

    const result = await connectWallet(
      { chainId: testChain.chain.chainId, rpcUrl: testChain.chain.rpcUrl },
      { eventTarget: page },
    )
    expect(result).toEqual({ account: claimer.address, notice: NO_PROJECT_ID_NOTICE })
    expect(connectedAccount()).toBe(claimer.address)

    const loginMessage = 'Koi login, deadline 1900000000'
    const loginSignature = await signMessage(loginMessage)
    expect(await verifyMessage({ address: claimer.address, message: loginMessage, signature: loginSignature })).toBe(
      true,
    )

    const { chainId, contracts } = testChain.chain
    const signer = createClaimSigner({ privateKey: DEV_CLAIM_SIGNER_PRIVATE_KEY, chainId, vault: contracts.claimVault })
    const amount = parseEther('4')
    const deadline = (await testChain.latestTimestamp()) + 600n
    const claimSignature = await signer.sign({
      account: claimer.address,
      token: contracts.tokens.AVAX,
      tokenId: 2n,
      amount,
      nonce: 0n,
      deadline,
    })
    const hash = await writeContract({
      address: contracts.claimVault,
      abi: claimVaultAbi,
      functionName: 'claim',
      args: [claimSignature, 2n, amount, deadline],
    })
    expect((await testChain.publicClient.waitForTransactionReceipt({ hash })).status).toBe('success')
    const balance = await testChain.publicClient.readContract({
      address: contracts.tokens.AVAX,
      abi: rewardTokenAbi,
      functionName: 'balanceOf',
      args: [claimer.address],
    })
    expect(balance).toBe(amount)

    disconnectWallet()
    expect(connectedAccount()).toBeNull()
    expect(seen).toEqual([claimer.address, null])
    stopListening()
    withdraw()
  })
})

describe('connectWallet follows the wallet', () => {
  it('moves to the account the person switches to, and ends when the wallet disconnects', async () => {
    const picks = [account(testChain, 6).address, account(testChain, 7).address]
    const provider = createDevWallet({
      rpcUrl: testChain.chain.rpcUrl,
      chainId: testChain.chain.chainId,
      storage: memoryStorage(),
      pickAccount: () => Promise.resolve(picks.shift() ?? '0x'),
    })
    const page = new EventTarget()
    const withdraw = announceDevWallet(provider, page)
    const seen: (Address | null)[] = []
    const stopListening = onAccountsChanged((address) => seen.push(address))

    await connectWallet({ chainId: testChain.chain.chainId, rpcUrl: testChain.chain.rpcUrl }, { eventTarget: page })
    await provider.request({ method: 'wallet_requestPermissions', params: [{ eth_accounts: {} }] })
    expect(connectedAccount()).toBe(account(testChain, 7).address)
    const signature = await signMessage('after the switch')
    expect(
      await verifyMessage({ address: account(testChain, 7).address, message: 'after the switch', signature }),
    ).toBe(true)

    await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    expect(connectedAccount()).toBeNull()
    expect(seen).toEqual([account(testChain, 6).address, account(testChain, 7).address, null])
    stopListening()
    withdraw()
  })
})

describe('installDevWalletWhenLocal', () => {
  it('leaves a page served for a real network without the development wallet', async () => {
    expect(await installDevWalletWhenLocal({ rpcUrl: 'https://rpc.sepolia.org', chainId: 11155111 })).toBe(false)
  })
})
