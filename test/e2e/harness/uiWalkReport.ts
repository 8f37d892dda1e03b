import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** Where the UI walks keep their report: beside the path tests' report, which links to it. */
export const UI_REPORT_DIR = join(process.cwd(), 'reports', 'paths', 'ui')

export interface UiPathRecord {
  number: number
  description: string[]
  finalState: string
  outcome: 'passed' | 'failed'
}

interface UiMachineRecord {
  machineId: string
  title: string
  paths: UiPathRecord[]
}

const manifestPath = (machineId: string) => join(UI_REPORT_DIR, machineId, 'paths.json')

export function uiScreenshotPath(machineId: string, number: number): string {
  mkdirSync(join(UI_REPORT_DIR, machineId), { recursive: true })
  return join(UI_REPORT_DIR, machineId, `path-${number}.png`)
}

/** Keeps what one UI-walked path did, for the report; a rerun of the machine's walk replaces it. */
export function recordUiPath(machineId: string, title: string, path: UiPathRecord): void {
  mkdirSync(join(UI_REPORT_DIR, machineId), { recursive: true })
  const file = manifestPath(machineId)
  const record: UiMachineRecord = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as UiMachineRecord)
    : { machineId, title, paths: [] }
  record.paths = [...record.paths.filter((other) => other.number !== path.number), path].sort(
    (a, b) => a.number - b.number,
  )
  writeFileSync(file, JSON.stringify(record, null, 2))
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** Writes `reports/paths/ui/index.html`: every UI-walked path of every machine with its end screenshot. */
export function writeUiWalkReport(): void {
  if (!existsSync(UI_REPORT_DIR)) return
  const records = readdirSync(UI_REPORT_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(manifestPath(entry.name)))
    .map((entry) => JSON.parse(readFileSync(manifestPath(entry.name), 'utf8')) as UiMachineRecord)
    .sort((a, b) => a.machineId.localeCompare(b.machineId))
  const sections = records.map((record) => {
    const passed = record.paths.filter((path) => path.outcome === 'passed').length
    const items = record.paths
      .map(
        (path) => `<li class="${path.outcome}"><h3>Path ${path.number}: ${path.outcome}</h3>
<p>${path.description.map(escape).join(' &rarr; ') || '(start)'} <strong>&rArr; ${escape(path.finalState)}</strong></p>
<a href="${escape(record.machineId)}/path-${path.number}.png"><img src="${escape(record.machineId)}/path-${path.number}.png" alt="The page at the end of path ${path.number}" loading="lazy" width="640"></a></li>`,
      )
      .join('\n')
    return `<section id="${escape(record.machineId)}"><h2>${escape(record.title)} (${escape(record.machineId)})</h2>
<p>${passed} of ${record.paths.length} covering paths passed on the real page.</p><ol>${items}</ol></section>`
  })
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Koi: UI-walked paths</title>
<style>body{font:15px system-ui,sans-serif;margin:2rem;max-width:1100px}li{margin:1.5rem 0;list-style:none}
.failed h3{color:#b00020}.passed h3{color:#05702b}img{border:1px solid #ccc;max-width:100%;height:auto}</style></head>
<body><h1>Generated paths walked on the real pages</h1><p><a href="../index.html">Machine-level path report</a></p>
${sections.join('\n') || '<p>No machine has been walked on the real page yet: run <code>npm run test:e2e</code>.</p>'}</body></html>`
  writeFileSync(join(UI_REPORT_DIR, 'index.html'), html)
}
