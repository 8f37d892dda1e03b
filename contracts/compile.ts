// Compiles contracts/src/*.sol with solc-js (offline, the compiler ships in the npm package) and writes
// the ABIs where the app imports them (typed `as const` for viem) and the bytecode for deployment.
// Skips the work when the sources, the settings and the compiler are unchanged since the last run.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import solc from 'solc'

const root = dirname(fileURLToPath(import.meta.url))
const sourceDir = join(root, 'src')
const buildDir = join(root, 'build')
const abiDir = resolve(root, '../src/services/chain/abis')
const hashFile = join(buildDir, 'sources.sha256')

const compilerSettings = {
  optimizer: { enabled: true, runs: 200 },
  // cancun: supported by Hardhat 2's default hardfork and by Sepolia
  evmVersion: 'cancun',
  outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
}

interface SolcOutput {
  errors?: { severity: 'error' | 'warning' | 'info'; formattedMessage: string }[]
  contracts?: Record<string, Record<string, { abi: unknown[]; evm: { bytecode: { object: string } } }>>
}

function lowerFirst(name: string): string {
  return name.charAt(0).toLowerCase() + name.slice(1)
}

function readSources(): Record<string, { content: string }> {
  const files = readdirSync(sourceDir)
    .filter((file) => file.endsWith('.sol'))
    .sort()
  return Object.fromEntries(files.map((file) => [file, { content: readFileSync(join(sourceDir, file), 'utf8') }]))
}

function sourcesHash(sources: Record<string, { content: string }>): string {
  const hash = createHash('sha256')
  hash.update(String(solc.version()))
  hash.update(`@openzeppelin/contracts@${openZeppelinVersion}`)
  hash.update(JSON.stringify(compilerSettings))
  for (const [file, { content }] of Object.entries(sources)) hash.update(`${file}\0${content}\0`)
  return hash.digest('hex')
}

const require = createRequire(import.meta.url)
const openZeppelinDir = dirname(require.resolve('@openzeppelin/contracts/package.json'))
const openZeppelinVersion = (
  JSON.parse(readFileSync(join(openZeppelinDir, 'package.json'), 'utf8')) as { version: string }
).version

// Imports resolve to contracts/src or to OpenZeppelin Contracts (`@openzeppelin/contracts/...`, from
// node_modules); anything else is a mistake worth a clear message.
function findImports(path: string): { contents: string } | { error: string } {
  const prefix = '@openzeppelin/contracts/'
  const file = path.startsWith(prefix) ? join(openZeppelinDir, path.slice(prefix.length)) : join(sourceDir, path)
  return existsSync(file) ? { contents: readFileSync(file, 'utf8') } : { error: `import not found: ${path}` }
}

export interface CompiledContract {
  abi: unknown[]
  bytecode: `0x${string}`
}

/**
 * Compiles the given sources with the settings and import resolution of contracts/src (so a source
 * may import `KoiMarket.sol` or `@openzeppelin/contracts/...`), and returns the deployable contracts
 * defined in those sources, by name. Contracts of imported files and interfaces are left out.
 * Tests compile their own Solidity with it.
 */
export function compileSolidity(sources: Record<string, { content: string }>): Record<string, CompiledContract> {
  const input = { language: 'Solidity', sources, settings: compilerSettings }
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImports })) as SolcOutput
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error')
  if (errors.length > 0) {
    throw new Error(`Solidity compilation failed:\n${errors.map((error) => error.formattedMessage).join('\n')}`)
  }
  const compiled: Record<string, CompiledContract> = {}
  for (const [file, contracts] of Object.entries(output.contracts ?? {})) {
    // the output also holds every imported file's contracts and libraries (OpenZeppelin's among them)
    if (!(file in sources)) continue
    for (const [name, { abi, evm }] of Object.entries(contracts)) {
      // interfaces compile to empty bytecode and need neither an ABI file nor a deployment artifact
      if (evm.bytecode.object === '') continue
      compiled[name] = { abi, bytecode: `0x${evm.bytecode.object}` }
    }
  }
  return compiled
}

export function compileContracts({ force = false }: { force?: boolean } = {}): { compiled: boolean; names: string[] } {
  const sources = readSources()
  const hash = sourcesHash(sources)
  if (!force && existsSync(hashFile) && readFileSync(hashFile, 'utf8').trim() === hash) {
    return { compiled: false, names: [] }
  }

  const compiled = compileSolidity(sources)

  mkdirSync(buildDir, { recursive: true })
  mkdirSync(abiDir, { recursive: true })
  const names: string[] = []
  for (const [name, { abi, bytecode }] of Object.entries(compiled)) {
    names.push(name)
    writeFileSync(join(buildDir, `${name}.json`), `${JSON.stringify({ contractName: name, bytecode }, null, 2)}\n`)
    writeFileSync(
      join(abiDir, `${name}.ts`),
      `// Generated by contracts/compile.ts from contracts/src/${name}.sol; do not edit.\n` +
        `export const ${lowerFirst(name)}Abi = ${JSON.stringify(abi, null, 2)} as const\n`,
    )
  }
  writeFileSync(
    join(abiDir, 'index.ts'),
    `// Generated by contracts/compile.ts; do not edit.\n` +
      names
        .sort()
        .map((name) => `export { ${lowerFirst(name)}Abi } from './${name}.ts'\n`)
        .join(''),
  )
  writeFileSync(hashFile, `${hash}\n`)
  return { compiled: true, names }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now()
  const { compiled, names } = compileContracts({ force: process.argv.includes('--force') })
  const ms = Math.round(performance.now() - started)
  console.log(compiled ? `contracts: compiled ${names.join(', ')} in ${ms} ms` : 'contracts: unchanged, skipped')
}
