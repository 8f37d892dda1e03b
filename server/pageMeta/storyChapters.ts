import { resolveAsset } from '../assets/catalogue'
import type { Env } from '../config/env'
import { cdnUrl } from '../../src/services/config/cdn'
import { assetPaths } from '../seed/data/asset-paths'

/** What a link preview of a story chapter shows. */
export interface ChapterPreview {
  title: string
  sectionId: string
  subText: string
  image: string
}

interface SectionsDocument {
  sections: { id: string; items: { id: string; title: string; subText: string; image: string }[] }[]
}

/** The CDN's files never change under their URL (a new version gives new URLs): one read per process. */
const documents = new Map<string, Promise<SectionsDocument | null>>()

/** The server's own origins: the local CDN that answers the generated story documents without a request. */
const isOwnCdn = (env: Env) =>
  [env.publicUrl, env.mainUrl, `http://127.0.0.1:${env.port}`].some((origin) => origin === env.cdnBase)

async function readSections(env: Env): Promise<SectionsDocument | null> {
  if (isOwnCdn(env)) {
    const file = resolveAsset(assetPaths.storySections)
    return file ? (JSON.parse(new TextDecoder().decode(file.bytes)) as SectionsDocument) : null
  }
  const response = await fetch(cdnUrl(env, assetPaths.storySections), { signal: AbortSignal.timeout(3000) })
  return response.ok ? ((await response.json()) as SectionsDocument) : null
}

/**
 * The chapter `id` of the story document the pages read (`story/sections.json` on the CDN), or null.
 * A failed read is forgotten, so the next page asks again.
 */
export async function storyChapter(env: Env, id: string): Promise<ChapterPreview | null> {
  const url = cdnUrl(env, assetPaths.storySections)
  let document = documents.get(url)
  if (!document) {
    document = readSections(env).catch(() => null)
    documents.set(url, document)
  }
  const sections = await document
  if (!sections) documents.delete(url)
  for (const section of sections?.sections ?? []) {
    const item = section.items.find((candidate) => candidate.id === id)
    if (item) return { title: item.title, sectionId: section.id, subText: item.subText, image: item.image }
  }
  return null
}
