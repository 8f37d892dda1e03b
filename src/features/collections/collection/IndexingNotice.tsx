import type { IndexingProgress } from '../../../services/api'
import { groupedDecimal } from '../../../ui/format/decimal'

/**
 * Says how far the indexer has read the collection from its chain while it backfills, so that a
 * grid still filling (or still empty) is not taken for the whole collection. Nothing once caught up.
 */
export function IndexingNotice({ indexing }: { indexing: IndexingProgress | null | undefined }) {
  if (!indexing || indexing.caughtUp) return null
  return (
    <p className="koi-collection-page__indexing" role="status">
      Indexing block {groupedDecimal(indexing.indexedBlock)} of {groupedDecimal(indexing.headBlock)}: items appear as
      their blocks are read.
    </p>
  )
}
