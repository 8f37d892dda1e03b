import type { Plugin } from 'vite'

/**
 * Declares the modules under `folders` free of side effects: they only declare (schemas and calls,
 * machines, effects factories), so a module none of whose exports a page uses is left out of it.
 * An import of `services/api` for `ApiError`, or of `services/social` for the search shape, then
 * brings what it names and not every declaration behind the barrel (the contract with full zod,
 * the link machine with XState).
 */
export function sideEffectFree(folders: string[]): Plugin {
  return {
    name: 'koi-side-effect-free',
    apply: 'build',
    transform(code, id) {
      const path = id.replace(/\\/g, '/')
      return folders.some((folder) => path.includes(`/${folder}`)) ? { code, moduleSideEffects: false } : null
    },
  }
}
