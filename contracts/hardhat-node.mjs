// Runs `hardhat <args>` as a child that ends with its parent: the parent holds an IPC channel open,
// and when the parent dies in any way (even SIGKILL) the channel closes and this process exits, so
// no Hardhat node outlives the start command or a test run.
import process from 'node:process'

process.on('disconnect', () => process.exit(0))
await import('hardhat/internal/cli/cli.js')
