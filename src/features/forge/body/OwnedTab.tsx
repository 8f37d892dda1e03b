import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { MAX_WALLET_SEARCH_LENGTH, WALLET_SEARCH_MIN_LENGTH } from '../../../services/api'
import type { WalletContext } from '../wallet'
import { ownedTokensQuery, walletContractsQuery, type WalletSort } from '../walletQueries'
import { resolveCollectionFilter } from './collectionFilter'
import { TokenCount } from './TokenCount'
import { TokenGrid, type TokenLayout } from './TokenGrid'
import { useDebouncedValue } from './useDebouncedValue'
import { useWalletTokenPages } from './useWalletTokenPages'

/** The search box waits this long after the last key before asking the server (spec: 300 ms). */
export const WALLET_SEARCH_DEBOUNCE_MS = 300

export interface OwnedTabProps extends WalletContext {
  account: string
  /** The `address` parameter (multi mode): a contract address or slug. */
  address: string | undefined
  presaleUrl: string
}

/**
 * Owned tokens with the server-side search, the 'Price low to high' sort and the grid or list layout,
 * 50 at a time as the member scrolls to the end.
 */
export function OwnedTab({ api, env, config, account, address, presaleUrl }: OwnedTabProps) {
  const [text, setText] = useState('')
  const [sort, setSort] = useState<WalletSort>('token')
  const [layout, setLayout] = useState<TokenLayout>('grid')
  const settled = useDebouncedValue(text.trim(), WALLET_SEARCH_DEBOUNCE_MS)
  const search = settled.length >= WALLET_SEARCH_MIN_LENGTH ? settled : undefined

  const contracts = useQuery({ ...walletContractsQuery(api, account, env.chainId), enabled: config.mode === 'multi' })
  const filter = resolveCollectionFilter({
    mode: config.mode,
    address,
    defaultTokenAddress: env.defaultTokenAddress,
    contracts: contracts.data,
  })
  const tokens = useWalletTokenPages({
    ...ownedTokensQuery(api, account, env.chainId, { tokenAddress: filter.tokenAddress, search, sort }),
    enabled: filter.ready && !filter.none,
  })
  const loaded = filter.none || tokens.totalCount !== undefined
  const shown = filter.none ? [] : tokens.items

  return (
    <div className="koi-wallet-owned">
      <div className="koi-wallet-toolbar">
        <input
          type="search"
          className="koi-wallet-toolbar__search"
          placeholder="Search by name or power"
          aria-label="Search by name or power"
          maxLength={MAX_WALLET_SEARCH_LENGTH}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <label className="koi-wallet-toolbar__sort">
          <span className="koi-visually-hidden">Sort</span>
          <select value={sort} onChange={(event) => setSort(event.target.value as WalletSort)} aria-label="Sort">
            <option value="token">Token number</option>
            <option value="price_low_to_high">Price low to high</option>
          </select>
        </label>
        <div className="koi-wallet-toolbar__layouts" role="group" aria-label="Layout">
          {(['grid', 'list'] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={layout === option}
              onClick={() => setLayout(option)}
              aria-label={option === 'grid' ? 'Grid layout' : 'List layout'}
            >
              {option === 'grid' ? '▦' : '☰'}
            </button>
          ))}
        </div>
      </div>
      {tokens.isError ? <p role="alert">The tokens could not be loaded.</p> : null}
      {shown.length > 0 ? (
        <>
          <TokenCount count={tokens.totalCount ?? 0} />
          <TokenGrid
            items={shown}
            prices={tokens.prices}
            likes={tokens.likes}
            layout={layout}
            mode={config.mode}
            defaultTokenAddress={env.defaultTokenAddress}
            paging={{ loadedPages: tokens.loadedPages, totalPages: tokens.totalPages, onLoadMore: tokens.loadMore }}
          />
        </>
      ) : null}
      {loaded && shown.length === 0 && !tokens.isFetching ? (
        search ? (
          <div className="koi-wallet-empty">
            <h2>Not found</h2>
            <p>We couldn&apos;t find anything with this criteria</p>
          </div>
        ) : (
          <div className="koi-wallet-empty">
            <h2>You have no token yet</h2>
            <a className="koi-wallet-empty__button" href={presaleUrl}>
              Presale
            </a>
          </div>
        )
      ) : null}
    </div>
  )
}
