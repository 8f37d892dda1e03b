// Routes import each page from its own file, so every route's chunk carries only its page.
export { CollectionsList, type CollectionsListProps } from './list/CollectionsList'
export { CollectionPage, type CollectionPageProps } from './collection/CollectionPage'
export type { Traits } from './collection/itemFilters'
export { ItemPage, type ItemPageProps } from './item/ItemPage'
