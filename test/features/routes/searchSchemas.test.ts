import { describe, expect, it } from 'vitest'
import {
  MAX_FILTER_TRAIT_TYPES,
  MAX_FILTER_VALUES_PER_TYPE,
  MAX_ITEM_SEARCH_LENGTH,
  MAX_TRAIT_TEXT_LENGTH,
} from '../../../src/services/api/contract/limits'
import {
  collectionOffset,
  collectionSearchSchema,
  collectionSearchToUrl,
  collectionTraits,
  offsetKey,
  resetTraits,
  toggleTrait,
  withOffset,
  withSearchText,
  withSort,
} from '../../../src/routes/-search/collection'
import {
  artContestSearchSchema,
  fanArtSearchSchema,
  gameGallerySearchSchema,
} from '../../../src/routes/-search/galleries'
import { questsSearchSchema } from '../../../src/routes/-search/quests'
import { parseSearch, stringifySearch } from '../../../src/routes/-search/serialization'
import { walletSearchSchema } from '../../../src/routes/-search/wallet'

describe('wallet tab', () => {
  it.each([
    [{}, 'owned'],
    [{ tab: 'liked' }, 'liked'],
    [{ tab: 'owned' }, 'owned'],
    [{ tab: 'bogus' }, 'owned'],
    [{ tab: 'LIKED' }, 'owned'],
    [{ tab: 3 }, 'owned'],
  ])('%j reads as %s', (input, tab) => {
    expect(walletSearchSchema.parse(input).tab).toBe(tab)
  })

  it('reads edit, vault and address', () => {
    expect(walletSearchSchema.parse({ edit: 'true', vault: 'false', address: 'battlecards' })).toEqual({
      tab: 'owned',
      edit: true,
      vault: false,
      address: 'battlecards',
    })
  })
})

describe('sortBy', () => {
  it.each([
    [{}, 'latest'],
    [{ sortBy: 'oldest' }, 'oldest'],
    [{ sortBy: 'most_reactions' }, 'most_reactions'],
    [{ sortBy: 'least_reactions' }, 'least_reactions'],
    [{ sortBy: 'random' }, 'random'],
    [{ sortBy: 'newest' }, 'latest'],
    [{ sortBy: '' }, 'latest'],
  ])('%j reads as %s', (input, sortBy) => {
    expect(fanArtSearchSchema.parse(input).sortBy).toBe(sortBy)
    expect(gameGallerySearchSchema.parse(input).sortBy).toBe(sortBy)
  })

  it('keeps long tweet ids as text, every digit intact', () => {
    const search = fanArtSearchSchema.parse(parseSearch('?tweetId=1789012345678901234567&sortBy=latest'))
    expect(search.tweetId).toBe('1789012345678901234567')
  })
})

describe('quests modal', () => {
  it.each([
    ['about', 'about'],
    ['About', 'about'],
    ['LEADERBOARD', 'leaderboard'],
    ['sign up', 'sign up'],
    ['Sign Up', 'sign up'],
    ['sign+up', 'sign up'],
    ['signup', undefined],
    ['shop', undefined],
  ])('%s opens %s', (modal, expected) => {
    expect(questsSearchSchema.parse({ modal }).modal).toBe(expected)
  })

  it('reads the auth flag', () => {
    expect(questsSearchSchema.parse({ auth: 'true' }).auth).toBe(true)
    expect(questsSearchSchema.parse({}).auth).toBeUndefined()
  })
})

describe('art contest', () => {
  it('reads category, id and tweetId as text', () => {
    expect(artContestSearchSchema.parse({ category: 'Full character', id: 12, tweetId: '99' })).toEqual({
      sortBy: 'latest',
      category: 'Full character',
      id: '12',
      tweetId: '99',
    })
  })
})

describe('collection traits and offset', () => {
  it('names the offset after the site, q-offset by default', () => {
    expect(offsetKey('koi')).toBe('koi-offset')
    expect(offsetKey(undefined)).toBe('q-offset')
    expect(offsetKey('  ')).toBe('q-offset')
  })

  it('reads every other parameter as a trait filter with comma-separated values', () => {
    const search = collectionSearchSchema.parse(
      parseSearch('?Edition=Original,%20Forged,Original&Virtue=Hope&koi-offset=100'),
    )
    expect(search).toEqual({ Edition: 'Original,Forged', Virtue: 'Hope', 'koi-offset': '100' })
    expect(collectionTraits(search)).toEqual({ Edition: ['Original', 'Forged'], Virtue: ['Hope'] })
    expect(collectionOffset(search, 'koi')).toBe(100)
    expect(collectionOffset(search, undefined)).toBe(0)
  })

  it('reads a malformed offset as the first page and drops empty traits', () => {
    const search = collectionSearchSchema.parse({ 'q-offset': 'ten', Edition: ',,' })
    expect(collectionOffset(search, undefined)).toBe(0)
    expect(collectionTraits(search)).toEqual({})
  })

  it('keeps a linked filter within the bounds the server takes', () => {
    const raw: Record<string, string> = { search: 's'.repeat(MAX_ITEM_SEARCH_LENGTH + 20) }
    for (let type = 0; type < MAX_FILTER_TRAIT_TYPES + 5; type += 1)
      raw[`Type ${type}`] = Array.from({ length: MAX_FILTER_VALUES_PER_TYPE + 5 }, (_, value) => `v${value}`).join(',')
    raw.Edition = `Original,${'x'.repeat(MAX_TRAIT_TEXT_LENGTH + 1)}`
    raw['T'.repeat(MAX_TRAIT_TEXT_LENGTH + 1)] = 'Gods'
    const traits = collectionTraits(collectionSearchSchema.parse(raw))
    expect(Object.keys(traits)).toHaveLength(MAX_FILTER_TRAIT_TYPES)
    expect(Object.values(traits).every((values) => values.length <= MAX_FILTER_VALUES_PER_TYPE)).toBe(true)
    expect(Object.keys(traits).every((type) => type.length <= MAX_TRAIT_TEXT_LENGTH)).toBe(true)
    expect(collectionSearchSchema.parse(raw).search).toHaveLength(MAX_ITEM_SEARCH_LENGTH)
    expect(collectionTraits(collectionSearchSchema.parse({ Edition: raw.Edition }))).toEqual({ Edition: ['Original'] })
  })

  it('toggling a value adds or removes it and clears the offset', () => {
    const search = collectionSearchSchema.parse({ Edition: 'Original', 'koi-offset': '50' })
    expect(toggleTrait(search, 'Edition', 'Forged', 'koi')).toEqual({ Edition: 'Original,Forged' })
    expect(toggleTrait(search, 'Edition', 'Original', 'koi')).toEqual({})
    expect(toggleTrait(search, 'Virtue', 'Hope', 'koi')).toEqual({ Edition: 'Original', Virtue: 'Hope' })
  })

  it('writes the offset only past the first item', () => {
    expect(collectionSearchToUrl({ traits: { Edition: ['Gods'] }, offset: 0 }, 'koi')).toEqual({ Edition: 'Gods' })
    expect(collectionSearchToUrl({ traits: {}, offset: 50 }, undefined)).toEqual({ 'q-offset': '50' })
  })

  it('reads sortBy as one of the four price orders and search as text, neither as a trait', () => {
    const search = collectionSearchSchema.parse(
      parseSearch('?sortBy=price_desc&search=%20Battlecard%207%20&Edition=Gods&q-offset=120'),
    )
    expect(search).toEqual({ sortBy: 'price_desc', search: 'Battlecard 7', Edition: 'Gods', 'q-offset': '120' })
    expect(collectionTraits(search)).toEqual({ Edition: ['Gods'] })
    // an unknown order is token order, empty text no search
    expect(collectionSearchSchema.parse({ sortBy: 'cheapest', search: '  ', Edition: 'Gods' })).toEqual({
      Edition: 'Gods',
    })
  })

  it('keeps the sort and search across trait changes and clears the offset on every change', () => {
    const search = collectionSearchSchema.parse({
      sortBy: 'best_offers',
      search: 'fox',
      Edition: 'Gods',
      'q-offset': '300',
    })
    expect(toggleTrait(search, 'Virtue', 'Hope', undefined)).toEqual({
      sortBy: 'best_offers',
      search: 'fox',
      Edition: 'Gods',
      Virtue: 'Hope',
    })
    expect(withSort(search, 'price_asc', undefined)).toEqual({ sortBy: 'price_asc', search: 'fox', Edition: 'Gods' })
    expect(withSearchText(search, ' ', undefined)).toEqual({ sortBy: 'best_offers', Edition: 'Gods' })
    // Reset filters clears traits and text, and keeps the order
    expect(resetTraits(search, undefined)).toEqual({ sortBy: 'best_offers' })
    expect(withOffset(search, 450, 'koi')).toEqual({
      sortBy: 'best_offers',
      search: 'fox',
      Edition: 'Gods',
      'koi-offset': '450',
    })
  })
})

describe('URL form', () => {
  it('writes a validated collection search back unchanged (no key twice)', () => {
    const raw = parseSearch('?Edition=Original,Forged&Virtue=Hope&Koi-offset=100')
    const validated = collectionSearchSchema.parse(raw)
    expect(stringifySearch({ ...raw, ...validated })).toBe('?Edition=Original,Forged&Virtue=Hope&Koi-offset=100')
  })

  it('writes plain text with readable commas and round-trips', () => {
    const text = stringifySearch({ Edition: 'Original,Forged', modal: 'sign up', empty: undefined, edit: true })
    expect(text).toBe('?Edition=Original,Forged&modal=sign%20up&edit=true')
    expect(parseSearch(text)).toEqual({ Edition: 'Original,Forged', modal: 'sign up', edit: 'true' })
  })

  it('writes nothing for an empty search', () => {
    expect(stringifySearch({})).toBe('')
  })
})
