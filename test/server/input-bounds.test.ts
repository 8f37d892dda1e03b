import { describe, expect, it } from 'vitest'
import {
  DEFAULT_JSON_BODY_BYTES,
  FILTER_BODY_BYTES,
  MAX_FILTER_TRAIT_TYPES,
  MAX_FILTER_VALUES_PER_TYPE,
  MAX_ITEM_SEARCH_LENGTH,
  MAX_PAGE_OFFSET,
  MAX_TRAIT_TEXT_LENGTH,
} from '../../src/services/api'
import { battlecardsServerForFile, databaseTargets, type TestServer } from './harness'

/** Text that does not compress (the database would store a run of one letter in a few bytes). */
function text(length: number, seed = 0): string {
  let state = seed + 1
  let out = ''
  while (out.length < length) {
    state = (state * 1103515245 + 12345) % 2147483648
    out += (state % 36).toString(36)
  }
  return out
}

/**
 * Attacks on the items filter found over HTTP: a long filter answered 500 (its key outgrew the
 * btree row of `item_counts`), a 3 MB filter answered 500 too, and nothing bounded how many trait
 * types or values a filter names. Each now answers 4xx naming the bound, or 200 within the bounds.
 */
describe.each(databaseTargets)('bounded input of the items page on %s', (target) => {
  let server: TestServer
  battlecardsServerForFile(target, (started) => ({ server } = started))

  const filter = (attributes: unknown, query = 'limit=50') =>
    server.request('POST', `/api/collections/battlecards?${query}`, { json: { attributes } })

  it('refuses a trait value longer than its bound (20 values of 200 characters) with 400 naming it', async () => {
    const answer = await filter({ Edition: Array.from({ length: 20 }, (_, index) => text(200, index)) })
    expect(answer.status).toBe(400)
    expect(answer.body.message).toContain(`at most ${MAX_TRAIT_TEXT_LENGTH} characters`)
  })

  it('answers a filter at every bound: values of the longest length, as many as allowed', async () => {
    const values = [
      'Original',
      ...Array.from({ length: MAX_FILTER_VALUES_PER_TYPE - 1 }, (_, index) => text(100, index)),
    ]
    const answer = await filter({ Edition: values })
    expect(answer.status).toBe(200)
    expect((answer.body.data as { totalCount: number }).totalCount).toBeGreaterThan(0)
  })

  it('refuses more values per trait type than the bound', async () => {
    const answer = await filter({ Edition: Array.from({ length: MAX_FILTER_VALUES_PER_TYPE + 1 }, (_, i) => `${i}`) })
    expect(answer.status).toBe(400)
    expect(answer.body.message).toContain(`at most ${MAX_FILTER_VALUES_PER_TYPE} values per trait type`)
  })

  it('refuses more trait types than the bound', async () => {
    const attributes = Object.fromEntries(
      Array.from({ length: MAX_FILTER_TRAIT_TYPES + 1 }, (_, index) => [`Type ${index}`, ['a']]),
    )
    const answer = await filter(attributes)
    expect(answer.status).toBe(400)
    expect(answer.body.message).toContain(`at most ${MAX_FILTER_TRAIT_TYPES} trait types per filter`)
  })

  it('refuses a 3 MB filter with 413 naming the call’s body limit, before parsing it', async () => {
    const attributes = Object.fromEntries(
      Array.from({ length: 300 }, (_, type) => [`Type ${type}`, Array.from({ length: 100 }, (_, i) => text(95, i))]),
    )
    const body = JSON.stringify({ attributes })
    expect(body.length).toBeGreaterThan(2_900_000)
    const answer = await server.request('POST', '/api/collections/battlecards?limit=50', { raw: body })
    expect(answer.status).toBe(413)
    expect(answer.body.message).toContain(`${FILTER_BODY_BYTES} bytes`)
  })

  it('refuses a search and an offset past their bounds with 400 naming them', async () => {
    const search = await filter({}, `search=${text(MAX_ITEM_SEARCH_LENGTH + 1)}`)
    expect(search.status).toBe(400)
    expect(search.body.message).toContain(`at most ${MAX_ITEM_SEARCH_LENGTH} characters`)
    const offset = await filter({}, `offset=${MAX_PAGE_OFFSET + 1}`)
    expect(offset.status).toBe(400)
    expect(offset.body.message).toContain(String(MAX_PAGE_OFFSET))
  })

  it('caps a JSON body of a call that declares no limit of its own at the default', async () => {
    const answer = await server.request('POST', '/api/security-gate', {
      json: { answer: 'x', padding: 'x'.repeat(DEFAULT_JSON_BODY_BYTES) },
    })
    expect(answer.status).toBe(413)
    expect(answer.body.message).toContain(`${DEFAULT_JSON_BODY_BYTES} bytes`)
  })
})
