import { createContext, useContext, type ReactNode } from 'react'
import { assetUrl, cdnUrl } from './cdn'
import type { Env } from './env'

const EnvContext = createContext<Env | null>(null)

export function EnvProvider({ env, children }: { env: Env; children: ReactNode }) {
  return <EnvContext.Provider value={env}>{children}</EnvContext.Provider>
}

export function useEnv(): Env {
  const env = useContext(EnvContext)
  if (!env) throw new Error('useEnv needs an <EnvProvider> above it')
  return env
}

/** `cdnUrl(path)` bound to the running site's CDN base and assets version. */
export function useCdnUrl(): (path: string) => string {
  const env = useEnv()
  return (path) => cdnUrl(env, path)
}

/** Resolves a CDN-relative asset path from config or data; absolute URLs pass through. */
export function useAssetUrl(): (pathOrUrl: string) => string {
  const env = useEnv()
  return (pathOrUrl) => assetUrl(env, pathOrUrl)
}
