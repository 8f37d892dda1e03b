// Hardhat 2 serves the local chain only (`hardhat node`); contracts are compiled by contracts/compile.ts
// with solc-js, so Hardhat never needs to download a compiler.
//
// A node that forks another (KOI_CHAIN_FORK_URL, at block KOI_CHAIN_FORK_BLOCK) starts where that chain
// is, without replaying it: each end-to-end test file forks the demo chain the run replayed once.
const forkUrl = process.env.KOI_CHAIN_FORK_URL
/** @type {import('hardhat/config').HardhatUserConfig} */
module.exports = {
  solidity: '0.8.28',
  paths: {
    sources: './contracts/src',
    // a fork's cache of what it read is its own: another run's chain has the same id and block numbers
    cache: process.env.KOI_CHAIN_CACHE_DIR || './contracts/cache',
    artifacts: './contracts/artifacts',
  },
  networks: {
    hardhat: {
      // the spec's default chain (Sepolia); locally served with the standard test accounts
      chainId: 11155111,
      hardfork: 'cancun',
      accounts: { mnemonic: 'test test test test test test test test test test test junk', count: 10 },
      // the demo history replay queues a block's transactions in order (a listing before its sale)
      mining: { auto: true, interval: 0, mempool: { order: 'fifo' } },
      // the demo history replay starts the chain before its first event (contracts/demo-history.ts)
      ...(process.env.KOI_CHAIN_INITIAL_DATE ? { initialDate: process.env.KOI_CHAIN_INITIAL_DATE } : {}),
      ...(forkUrl ? { forking: { url: forkUrl, blockNumber: Number(process.env.KOI_CHAIN_FORK_BLOCK) } } : {}),
    },
  },
}
