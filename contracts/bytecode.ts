import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Hex } from 'viem'

const buildDir = join(dirname(fileURLToPath(import.meta.url)), 'build')

export type ContractName = 'ClaimVault' | 'DemoFunder' | 'KoiCollection' | 'KoiMarket' | 'Presale' | 'RewardToken'

/** Creation bytecode written by contracts/compile.ts. */
export function contractBytecode(name: ContractName): Hex {
  const artifact = JSON.parse(readFileSync(join(buildDir, `${name}.json`), 'utf8')) as { bytecode: Hex }
  return artifact.bytecode
}
