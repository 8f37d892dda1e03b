import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'
import { findFreeKeptPort } from '../../../contracts/free-port.ts'

const here = dirname(fileURLToPath(import.meta.url))

/**
 * Starts the demo once for the e2e run as `npm start` does: its NFT history replayed on a local chain
 * and indexed into an empty database, with the rest of the demo data seeded. Every test file then
 * starts its own server on a copy of that database, on a chain forking that one, so files stay
 * independent without replaying the history (`stack.ts`).
 *
 * The start runs in a process of its own, so the run's main process stays free, and is not waited
 * for here: each e2e file waits for its outcome (`demoStarted()`), and in a run of every project the
 * other projects' files run meanwhile.
 */
export default async function startDemoOnce(project: TestProject): Promise<() => Promise<void>> {
  const folder = mkdtempSync(join(tmpdir(), 'koi-e2e-demo-'))
  const outcomeFile = join(folder, 'outcome.json')
  const port = await findFreeKeptPort()
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', resolve(here, 'demoStartProcess.ts'), join(folder, 'data'), String(port), outcomeFile],
    { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  )
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()))
  project.provide('demoStartFile', outcomeFile)
  return async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
    rmSync(folder, { recursive: true, force: true })
  }
}
