import type { LoopContext } from '../collectionLoop.ts'

/** Reads queued items' metadata until stopped (filled in with the metadata slice). */
export function startMetadataWorker(context: LoopContext): () => Promise<void> {
  void context
  return () => Promise.resolve()
}
