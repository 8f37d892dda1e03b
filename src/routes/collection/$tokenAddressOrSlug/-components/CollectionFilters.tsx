import { Link } from '@tanstack/react-router'
import { useSiteConfig } from '../../../../features/shell/site/SiteConfigContext'
import { PageIntro } from '../../../../ui/page/PageIntro'
import { collectionOffset, collectionTraits, toggleTrait, type CollectionSearch } from '../../../-search/collection'
import './CollectionFilters.css'

/** The collection page's filter state as the URL holds it; the grid and the trait panel come later. */
export function CollectionFilters({
  tokenAddressOrSlug,
  search,
}: {
  tokenAddressOrSlug: string
  search: CollectionSearch
}) {
  const { name } = useSiteConfig()
  const offset = collectionOffset(search, name)
  const active = Object.entries(collectionTraits(search))

  return (
    <PageIntro title={tokenAddressOrSlug}>
      <p>
        This page will show the collection&apos;s banner and stats, its trait panel and every item with infinite scroll.
      </p>
      {active.length > 0 ? (
        <div className="koi-collection-filters" aria-label="Active filters">
          {active.flatMap(([type, values]) =>
            values.map((value) => (
              <Link
                key={`${type}:${value}`}
                to="/collection/$tokenAddressOrSlug"
                params={{ tokenAddressOrSlug }}
                search={toggleTrait(search, type, value, name)}
                className="koi-collection-filters__chip"
                aria-label={`Remove ${type}: ${value}`}
              >
                {type}: {value} ✕
              </Link>
            )),
          )}
          <Link
            to="/collection/$tokenAddressOrSlug"
            params={{ tokenAddressOrSlug }}
            search={{}}
            className="koi-collection-filters__reset"
          >
            Reset filters
          </Link>
        </div>
      ) : null}
      {offset > 0 ? <p>Showing items from number {offset + 1}.</p> : null}
    </PageIntro>
  )
}
