import type { RegisteredRouter, RouteById } from '@tanstack/react-router'
import { describe, expectTypeOf, it } from 'vitest'
import type { z } from 'zod'
import { collectionOffset, collectionTraits, type CollectionSearch } from '../../src/routes/-search/collection'
import type { ItemSort } from '../../src/services/api'
import type { fanArtSearchSchema } from '../../src/routes/-search/galleries'
import type { SortValue } from '../../src/routes/-search/params'
import type { QuestModal } from '../../src/routes/-search/quests'
import type { walletSearchSchema } from '../../src/routes/-search/wallet'

type Routes = RegisteredRouter['routeTree']
type SearchOf<Id extends string> = RouteById<Routes, Id>['types']['fullSearchSchema']
type SearchInputOf<Id extends string> = RouteById<Routes, Id>['types']['fullSearchSchemaInput']

describe('search types of the registered router', () => {
  it('wallet page: tab is always owned or liked after validation, optional in links', () => {
    expectTypeOf<SearchOf<'/forge/$account'>>().toEqualTypeOf<{
      tab: 'owned' | 'liked'
      address?: string | undefined
      edit?: boolean | undefined
      vault?: boolean | undefined
      social?: 'x' | 'discord' | undefined
      socialError?: string | undefined
    }>()
    expectTypeOf<z.input<typeof walletSearchSchema>['tab']>().toEqualTypeOf<'owned' | 'liked' | undefined>()
    expectTypeOf<SearchInputOf<'/forge/$account'>>().toHaveProperty('tab')
  })

  it('galleries: sortBy is always a known sort value', () => {
    expectTypeOf<SearchOf<'/gallery/fan-art'>['sortBy']>().toEqualTypeOf<SortValue>()
    expectTypeOf<SearchOf<'/gallery/game'>['sortBy']>().toEqualTypeOf<SortValue>()
    expectTypeOf<SearchOf<'/gallery/submissions'>['sortBy']>().toEqualTypeOf<SortValue>()
    expectTypeOf<SearchOf<'/art-contest'>['sortBy']>().toEqualTypeOf<SortValue>()
    expectTypeOf<SortValue>().toEqualTypeOf<'latest' | 'oldest' | 'most_reactions' | 'least_reactions' | 'random'>()
    expectTypeOf<z.output<typeof fanArtSearchSchema>['tweetId']>().toEqualTypeOf<string | undefined>()
  })

  it('galleries: the edit view is type=edit, each viewer is opened by its own text parameter, the X sign-in comes back with its result', () => {
    expectTypeOf<SearchOf<'/gallery/fan-art'>>().toEqualTypeOf<{
      sortBy: SortValue
      type?: 'edit' | undefined
      tweetId?: string | undefined
      social?: 'x' | 'discord' | undefined
      socialError?: string | undefined
    }>()
    expectTypeOf<SearchOf<'/gallery/game'>>().toEqualTypeOf<{
      sortBy: SortValue
      type?: 'edit' | undefined
      item?: string | undefined
      social?: 'x' | 'discord' | undefined
      socialError?: string | undefined
    }>()
    expectTypeOf<SearchOf<'/gallery/submissions'>>().toEqualTypeOf<{
      sortBy: SortValue
      type?: 'edit' | undefined
      id?: string | undefined
      social?: 'x' | 'discord' | undefined
      socialError?: string | undefined
    }>()
    // links may leave the sort out: the route writes the default
    expectTypeOf<SearchInputOf<'/gallery/game'>>().toEqualTypeOf<{
      sortBy?: SortValue | undefined
      type?: 'edit' | undefined
      item?: string | number | undefined
      social?: 'x' | 'discord' | undefined
      socialError?: string | undefined
    }>()
  })

  it('quests: modal is one of the three keys, auth a flag', () => {
    expectTypeOf<SearchOf<'/quests/'>['modal']>().toEqualTypeOf<QuestModal | undefined>()
    expectTypeOf<QuestModal>().toEqualTypeOf<'about' | 'leaderboard' | 'sign up' | 'redeem'>()
    expectTypeOf<SearchOf<'/quests/'>['auth']>().toEqualTypeOf<boolean | undefined>()
  })

  it('collection: a typed sort and search text, every other parameter a trait filter or an offset', () => {
    expectTypeOf<SearchOf<'/collection/$tokenAddressOrSlug/'>>().toEqualTypeOf<CollectionSearch>()
    expectTypeOf<CollectionSearch['sortBy']>().toEqualTypeOf<ItemSort | undefined>()
    expectTypeOf<CollectionSearch['search']>().toEqualTypeOf<string | undefined>()
    expectTypeOf<CollectionSearch['Edition']>().toEqualTypeOf<string | undefined>()
    expectTypeOf(collectionTraits).returns.toEqualTypeOf<Record<string, string[]>>()
    expectTypeOf(collectionOffset).returns.toEqualTypeOf<number>()
  })

  it('blogs and art contest: category is text', () => {
    expectTypeOf<SearchOf<'/blogs/'>['category']>().toEqualTypeOf<string | undefined>()
    expectTypeOf<SearchOf<'/art-contest'>['category']>().toEqualTypeOf<string | undefined>()
    expectTypeOf<SearchOf<'/art-contest'>['id']>().toEqualTypeOf<string | undefined>()
  })

  it('routes without a schema take no search', () => {
    expectTypeOf<keyof SearchOf<'/highlights/'>>().toEqualTypeOf<never>()
  })
})
