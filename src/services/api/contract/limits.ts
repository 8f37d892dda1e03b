// No schemas here: the page's inputs (search box, trait panel) read these bounds without zod, and
// the contract's schemas and the server's body limits are built from the same numbers.

/**
 * Trait types one items filter may name. A collection has a bounded number of trait types (the
 * demo's have fewer than ten); the bound keeps a filter, its cache key and its count row small.
 */
export const MAX_FILTER_TRAIT_TYPES = 32
/** Values accepted for one trait type: the trait panel shows at most this many per type. */
export const MAX_FILTER_VALUES_PER_TYPE = 50
/** Length of a trait type's name or of one of its values, in characters. */
export const MAX_TRAIT_TEXT_LENGTH = 100

/** The items page's search (a token id or part of a name), in characters. */
export const MAX_ITEM_SEARCH_LENGTH = 100
/** The owned tab's search (a name, a power or a virtue), in characters. */
export const MAX_WALLET_SEARCH_LENGTH = 60
/** A name search of the shield and guardian lists, or a category name, in characters. */
export const MAX_NAME_SEARCH_LENGTH = 100

/** Items one page may hold (`limit`). */
export const MAX_PAGE_SIZE = 100
/** How far into a list a page may start (`offset`): beyond every list the product shows. */
export const MAX_PAGE_OFFSET = 1_000_000

/** Token address and id pairs in one reaction-count batch. */
export const MAX_REACTION_BATCH = 200

/** A hex signature (an account's 65-byte one, or a contract wallet's longer one), in characters. */
export const MAX_SIGNATURE_LENGTH = 2048
/** The signed login message, in characters. */
export const MAX_LOGIN_MESSAGE_LENGTH = 4096

/**
 * Bytes of a JSON request body, unless its call declares more: every JSON body of the catalogue
 * is a few short fields. A body over its call's limit is refused (413) before it is read.
 */
export const DEFAULT_JSON_BODY_BYTES = 16 * 1024
/**
 * Bytes of an items filter body: the largest filter the bounds above allow, written plainly
 * (32 types of 50 values of 100 characters, ~170 KB), fits.
 */
export const FILTER_BODY_BYTES = 256 * 1024
/** Bytes of a multipart body (a profile image with a few fields). */
export const MULTIPART_BODY_BYTES = 3 * 1024 * 1024
