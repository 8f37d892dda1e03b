import { useQuery } from '@tanstack/react-query'
import type { ApiClient } from '../../services/api'
import type { GalleryPhoto, TweetPost } from './galleryTiles'
import { TweetViewer } from './TweetViewer'

export interface SubmissionViewerProps {
  api: ApiClient
  kind: 'fan-art' | 'submissions'
  /** The viewer's parameter: the post id of a fan-art entry, the id of a contest entry. */
  value: string
  /** The entry among the pages already loaded, when it is there. */
  loaded: GalleryPhoto | undefined
}

/** Reads one entry the pages have not loaded (a link to any entry), by the viewer's parameter. */
async function readEntry(api: ApiClient, kind: SubmissionViewerProps['kind'], value: string): Promise<TweetPost> {
  if (kind === 'fan-art') return api.call('getFanArtItem', { params: { tweetId: value } })
  return api.call('getArtistSubmission', { params: { id: value } })
}

/** The fan-art or contest entry named in the URL: from the loaded pages, else read on its own. */
export function SubmissionViewer({ api, kind, value, loaded }: SubmissionViewerProps) {
  const single = useQuery({
    queryKey: ['gallery', kind, 'entry', value],
    queryFn: () => readEntry(api, kind, value),
    enabled: loaded?.post === undefined,
    retry: false,
  })
  const post = loaded?.post ?? single.data
  if (post) return <TweetViewer post={post} />
  return <p>{single.isPending ? 'Loading…' : 'This submission is not in the gallery.'}</p>
}
