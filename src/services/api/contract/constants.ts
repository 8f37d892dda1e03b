// No schemas here: a page that needs only these values (a sort menu, a search field) gets them
// without the contract's schemas or zod.

/**
 * The price menu's four orders. Unlisted items follow the listed ones in the three listing orders;
 * `best_offers` puts first the items buyers have paid the most for (the highest recorded sale).
 */
export const ITEM_SORTS = ['price_asc', 'price_desc', 'recently_listed', 'best_offers'] as const

/** The owned tab's sort: token order (the default) or 'Price low to high' (listed tokens first, cheapest first). */
export const WALLET_SORTS = ['token', 'price_low_to_high'] as const
/** Owned-token search: by name, or by a power or virtue trait; at least 2 characters. */
export const WALLET_SEARCH_MIN_LENGTH = 2

/**
 * The server's answer (403) to a claim signature asked by a member without a linked X account: the
 * swaps page shows it with its Link X action.
 */
export const LINK_X_TO_REDEEM = 'Link your X account to redeem GCoins'

/**
 * The server's answer (403) to a love on a submission (fan art, game gallery, contest entry) from a
 * member without a linked X account: the reaction machine answers it with its Link X prompt.
 */
export const LINK_X_TO_REACT = 'Link your X account to love a submission'
