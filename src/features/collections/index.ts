export { CollectionsList, type CollectionsListProps } from './list/CollectionsList'
