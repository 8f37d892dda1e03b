// The e2e run's demo start, in a process of its own (started by seededDatabase.ts): the demo started
// as `npm start` does on an empty database folder, its server stopped, its chain left serving until
// this process is told to stop. What it left goes to the file named by its arguments, as a
// DemoStarted, or the error it failed with: the test files wait for that file.
import { renameSync, writeFileSync } from 'node:fs'
import process from 'node:process'
import { startKoi } from '../../../scripts/stack.ts'
import { E2E_SEED_MEMBERS, type DemoStartOutcome } from './demoStartOutcome.ts'

const [dataDir = '', port = '0', outcomeFile = ''] = process.argv.slice(2)

function report(outcome: DemoStartOutcome) {
  writeFileSync(`${outcomeFile}.partial`, JSON.stringify(outcome))
  renameSync(`${outcomeFile}.partial`, outcomeFile)
}

try {
  const stack = await startKoi({
    port: Number(port),
    chainPort: 0,
    dataDir,
    seedMembers: E2E_SEED_MEMBERS,
    demoChain: true,
    environment: { NODE_ENV: 'test' },
  })
  await stack.stopServer()
  if (!stack.demoChain) throw new Error('the e2e demo start did not replay its chain')
  report({ started: { dataDir, port: Number(port), fork: stack.demoChain } })
  const stop = () => void stack.stop().then(() => process.exit(0))
  process.once('SIGTERM', stop)
  process.once('SIGINT', stop)
  process.on('disconnect', stop)
} catch (error) {
  report({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) })
  process.exit(1)
}
