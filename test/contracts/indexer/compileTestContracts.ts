import { readFileSync } from 'node:fs'
import solc from 'solc'
import type { Abi, Hex } from 'viem'
import { compilerSettings, findImports } from '../../../contracts/compile.ts'

export interface CompiledContract {
  abi: Abi
  bytecode: Hex
}

interface SolcOutput {
  errors?: { severity: string; formattedMessage: string }[]
  contracts?: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>
}

/** The indexer's test contracts, compiled here with solc and OpenZeppelin as the project's contracts are. */
export function compileIndexerTestContracts(): Record<'IndexerTestCollection' | 'IndexerTestMarket', CompiledContract> {
  const file = 'IndexerTestCollection.sol'
  const content = readFileSync(new URL(`./${file}`, import.meta.url), 'utf8')
  const input = { language: 'Solidity', sources: { [file]: { content } }, settings: compilerSettings }
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImports })) as SolcOutput
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error')
  if (errors.length > 0) throw new Error(errors.map((error) => error.formattedMessage).join('\n'))
  const contract = (name: string): CompiledContract => {
    const compiled = output.contracts?.[file]?.[name]
    if (!compiled) throw new Error(`${name} was not compiled`)
    return { abi: compiled.abi, bytecode: `0x${compiled.evm.bytecode.object}` }
  }
  return { IndexerTestCollection: contract('IndexerTestCollection'), IndexerTestMarket: contract('IndexerTestMarket') }
}
