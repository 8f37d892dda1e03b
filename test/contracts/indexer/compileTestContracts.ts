import { readFileSync } from 'node:fs'
import type { Abi, Hex } from 'viem'
import { compileSolidity } from '../../../contracts/compile.ts'

export interface CompiledContract {
  abi: Abi
  bytecode: Hex
}

/** The indexer's test contracts, compiled with the project's settings and OpenZeppelin imports. */
export function compileIndexerTestContracts(): Record<'IndexerTestCollection' | 'IndexerTestMarket', CompiledContract> {
  const file = 'IndexerTestCollection.sol'
  const compiled = compileSolidity({ [file]: { content: readFileSync(new URL(`./${file}`, import.meta.url), 'utf8') } })
  const contract = (name: string): CompiledContract => {
    const found = compiled[name]
    if (!found) throw new Error(`${name} was not compiled`)
    return { abi: found.abi as Abi, bytecode: found.bytecode }
  }
  return { IndexerTestCollection: contract('IndexerTestCollection'), IndexerTestMarket: contract('IndexerTestMarket') }
}
