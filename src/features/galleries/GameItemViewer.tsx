import { useQuery } from '@tanstack/react-query'
import type { ApiClient } from '../../services/api'
import { useAssetUrl } from '../../services/config/EnvProvider'
import { MediaPreview } from '../../ui/media/MediaPreview'
import { NotFound } from '../../ui/not-found/NotFound'
import { postDate } from './tweetMedia'
import './TweetViewer.css'

/** One game-gallery item, read by its id (the viewer may be opened from a link to any item). */
export function GameItemViewer({ api, id }: { api: ApiClient; id: string }) {
  const assetUrl = useAssetUrl()
  const {
    data: item,
    isPending,
    isError,
  } = useQuery({
    queryKey: ['gallery', 'game', 'item', id],
    queryFn: () => api.call('getGameGalleryItem', { params: { id } }),
    retry: false,
  })
  if (isPending) return <p>Loading…</p>
  if (isError) return <NotFound />
  return (
    <article className="koi-game-item" data-testid="game-item-viewer">
      <MediaPreview url={assetUrl(item.url)} alt={item.title} />
      <h3>{item.title}</h3>
      <p>{item.description}</p>
      <p>
        <time dateTime={item.createdAt}>{postDate(item.createdAt)}</time>
      </p>
    </article>
  )
}
