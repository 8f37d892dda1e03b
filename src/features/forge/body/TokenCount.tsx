/** How many tokens the tab holds in all: the server's count, which scrolling to the end reaches. */
export function TokenCount({ count, noun = 'token' }: { count: number; noun?: string }) {
  return (
    <p className="koi-wallet-owned__count" aria-live="polite" data-testid="wallet-token-count">
      {count} {count === 1 ? noun : `${noun}s`}
    </p>
  )
}
