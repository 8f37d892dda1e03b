import type { BrowserContext, Page } from 'playwright-core'

const isLiveStream = (url: URL) => url.pathname === '/api/live'

/** Resolves once the page's live stream has answered: from then on, what happens reaches the page. */
export const liveStreamOpened = (page: Page): Promise<unknown> =>
  page.waitForResponse((response) => isLiveStream(new URL(response.url())))

/**
 * The context's pages hear nothing live, as a member whose connection drops streams: the stream is
 * answered 204, which tells an EventSource not to try again.
 */
export async function withoutLiveStream(context: BrowserContext): Promise<void> {
  await context.route(isLiveStream, (route) => route.fulfill({ status: 204 }))
}
