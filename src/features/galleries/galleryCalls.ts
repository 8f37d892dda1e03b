import type { ApiClient } from '../../services/api'
import type { SortValue } from './sortValues'
import { entryPhoto, fanArtPhoto, gamePhoto, type GalleryKind, type GalleryPhoto } from './galleryTiles'

/** The spec's gallery page size. */
export const GALLERY_PAGE_SIZE = 25

export interface GalleryFilter {
  sortBy: SortValue
  /** The admin's edit view asks for disabled entries too (the server shows them to admins only). */
  showDisabled: boolean
  /** The viewer's account, so each tile knows whether they love it. */
  account: string | null
  /** The contest's category filter; submissions only. */
  category?: string
}

export interface GalleryPage {
  photos: GalleryPhoto[]
  totalCount: number
}

/** One page of a gallery, in the sort, with the viewer's reactions. */
export async function fetchGalleryPage(
  api: ApiClient,
  kind: GalleryKind,
  filter: GalleryFilter,
  page: number,
): Promise<GalleryPage> {
  const query = {
    offset: page * GALLERY_PAGE_SIZE,
    limit: GALLERY_PAGE_SIZE,
    sortBy: filter.sortBy,
    ...(filter.showDisabled ? { showDisabled: true } : {}),
  }
  const body = { userReactionData: filter.account ? { account: filter.account } : {} }
  if (kind === 'fan-art') {
    const answer = await api.call('getFanArt', { query, body })
    return { photos: answer.items.map(fanArtPhoto), totalCount: answer.totalCount }
  }
  if (kind === 'game') {
    const answer = await api.call('getGameGallery', { query, body })
    return { photos: answer.items.map(gamePhoto), totalCount: answer.totalCount }
  }
  const answer = await api.call('getArtistSubmissions', {
    query: { ...query, ...(filter.category ? { category: filter.category } : {}) },
    body,
  })
  return { photos: answer.items.map(entryPhoto), totalCount: answer.totalCount }
}

/** The count call of each gallery: how many entries the pages hold. */
export async function fetchGalleryCount(api: ApiClient, kind: GalleryKind, filter: GalleryFilter): Promise<number> {
  const showDisabled = filter.showDisabled ? { showDisabled: true } : {}
  if (kind === 'fan-art') return (await api.call('getFanArtCount', { query: showDisabled })).totalCount
  if (kind === 'game') return (await api.call('getGameGalleryCount', { query: showDisabled })).totalCount
  const category = filter.category ? { category: filter.category } : {}
  return (await api.call('getArtistSubmissionCount', { query: category })).totalCount
}

/** The love reaction call of each gallery; the server toggles the member's reaction. */
export async function toggleLove(api: ApiClient, kind: GalleryKind, id: string): Promise<void> {
  if (kind === 'fan-art') await api.call('reactFanArt', { params: { id }, body: { reactionType: 'love' } })
  else if (kind === 'game') await api.call('reactGameGallery', { params: { id }, body: { reactionType: 'love' } })
  else await api.call('updateArtistSubmissionReaction', { body: { artistSubmissionId: id, reactionType: 'love' } })
}
