import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Where the walks on the real pages keep what they saw, beside the path tests' report, which shows
 * it: one folder per machine with `paths.json`, `states.json`, each path's end (`path-<n>.png`) and
 * each state's first picture (`states/<state id>.png`). The server serves it to the flows page.
 */
export const UI_REPORT_DIR = join(process.cwd(), 'reports', 'paths', 'ui')

export interface UiPathRecord {
  number: number
  description: string[]
  finalState: string
  /** `unreachable`: the page offers no way to send one of its events (the reason is in `error`). */
  outcome: 'passed' | 'failed' | 'unreachable'
  /** Why it failed, in the assertion's words, or why the page cannot take it. */
  error?: string
  /** The machine's transitions this path took (keys as in the coverage report), when it passed. */
  transitions: string[]
}

export interface UiMachineRecord {
  machineId: string
  title: string
  /** When this run walked the machine (ISO). */
  walkedAt: string
  paths: UiPathRecord[]
}

export interface UiStatePicture {
  /** Relative to the machine's folder. */
  picture: string
  /** The path whose walk first rested there. */
  path: number
  takenAt: string
}

/** `states.json`: the first picture of the real page in each state, by the state's id. */
export interface UiStatesRecord {
  machineId: string
  walkedAt: string
  states: Record<string, UiStatePicture>
}

const machineDir = (machineId: string) => join(UI_REPORT_DIR, machineId)
const pathsFile = (machineId: string) => join(machineDir(machineId), 'paths.json')
const statesFile = (machineId: string) => join(machineDir(machineId), 'states.json')

/** Forgets every earlier run's walks: the report shows the current run alone. The e2e run calls it first. */
export function clearUiWalks(): void {
  rmSync(UI_REPORT_DIR, { recursive: true, force: true })
}

export function uiScreenshotPath(machineId: string, number: number): string {
  mkdirSync(machineDir(machineId), { recursive: true })
  return join(machineDir(machineId), `path-${number}.png`)
}

/** A state's picture file, named by the state's id. */
export function uiStatePicture(machineId: string, stateId: string): { file: string; relative: string } {
  mkdirSync(join(machineDir(machineId), 'states'), { recursive: true })
  const relative = `states/${stateId}.png`
  return { file: join(machineDir(machineId), relative), relative }
}

/**
 * What one machine's walk saw in this run, kept in memory and written out after every path, so
 * a run that stops half-way still reports what it did.
 */
export function uiWalkRecorder(machineId: string, title: string) {
  const walkedAt = new Date().toISOString()
  const machine: UiMachineRecord = { machineId, title, walkedAt, paths: [] }
  const states: UiStatesRecord = { machineId, walkedAt, states: {} }
  const save = () => {
    mkdirSync(machineDir(machineId), { recursive: true })
    writeFileSync(pathsFile(machineId), `${JSON.stringify(machine, null, 2)}\n`)
    writeFileSync(statesFile(machineId), `${JSON.stringify(states, null, 2)}\n`)
  }
  return {
    hasPicture: (stateId: string) => stateId in states.states,
    recordPicture(stateId: string, picture: UiStatePicture) {
      states.states[stateId] = picture
      save()
    },
    recordPath(path: UiPathRecord) {
      machine.paths = [...machine.paths.filter((other) => other.number !== path.number), path].sort(
        (a, b) => a.number - b.number,
      )
      save()
    },
  }
}

export interface UiWalks {
  machine: UiMachineRecord
  states: UiStatesRecord | null
}

/** What the current run's walks recorded, by machine id (nothing for a machine not walked). */
export function readUiWalks(): Map<string, UiWalks> {
  const walks = new Map<string, UiWalks>()
  if (!existsSync(UI_REPORT_DIR)) return walks
  for (const entry of readdirSync(UI_REPORT_DIR, { withFileTypes: true })) {
    if (!entry.isDirectory() || !existsSync(pathsFile(entry.name))) continue
    const machine = JSON.parse(readFileSync(pathsFile(entry.name), 'utf8')) as UiMachineRecord
    const states = existsSync(statesFile(entry.name))
      ? (JSON.parse(readFileSync(statesFile(entry.name), 'utf8')) as UiStatesRecord)
      : null
    walks.set(machine.machineId, { machine, states })
  }
  return walks
}
