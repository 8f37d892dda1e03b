/** The year's contest as the pieces call names it. */
export interface Contest {
  year: number
  hashtag: string
  contestAccount: string
  categories: string[]
}

/**
 * Entering is a post on X (spec: tagging the owner and the contest account, with the year's
 * hashtag): 'Enter' opens X's post composer with the tags filled in; the artist adds the picture
 * and the owner's handle.
 */
export function entryPostUrl(contest: Contest, pieceName: string | null): string {
  const text = [`My entry for ${pieceName ?? 'the art contest'}`, contest.contestAccount, contest.hashtag].join(' ')
  return `https://x.com/intent/post?text=${encodeURIComponent(text)}`
}
