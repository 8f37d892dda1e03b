import { describe, expect, it } from 'vitest'
import { routeChunkLinks, type Manifest } from '../../server/routeChunks.ts'

// A build's manifest in miniature: the entry with its start-up chunk, and route chunks that share code
const manifest: Manifest = {
  'index.html': { file: 'app/index-1.js', isEntry: true, imports: ['_startup.js'], css: ['app/startup-1.css'] },
  '_startup.js': { file: 'app/startup-1.js' },
  '_queries.js': { file: 'app/queries-1.js', imports: ['_startup.js'] },
  '_chart.js': { file: 'app/chart-1.js', css: ['app/chart-1.css'] },
  'src/routes/index.tsx?tsr-split=component': {
    file: 'app/routes-1.js',
    imports: ['_startup.js'],
    css: ['app/routes-1.css'],
  },
  'src/routes/collection/$tokenAddressOrSlug/index.tsx?tsr-split=component': {
    file: 'app/collection-1.js',
    imports: ['_startup.js', '_queries.js', '_chart.js'],
    css: ['app/collection-1.css'],
  },
  'src/routes/collection/$tokenAddressOrSlug/$tokenId.tsx?tsr-split=component': {
    file: 'app/item-1.js',
    imports: ['_queries.js'],
  },
  'src/routes/quests/index.tsx?tsr-split=component': { file: 'app/quests-1.js' },
  'src/routes/quests/$id.tsx?tsr-split=component': { file: 'app/quest-1.js' },
  'src/routes/quests/leaderboard.tsx?tsr-split=component': { file: 'app/leaderboard-1.js' },
}
const links = routeChunkLinks(manifest)
const hrefs = (path: string) =>
  [...links(path).matchAll(/<link rel="(\w+)"(?: as="style")? crossorigin href="([^"]+)">/g)].map(
    (match) => `${match[1]} ${match[2]}`,
  )

describe('announcing the route code of the page a visitor opens', () => {
  it('preloads the route chunk, its own imports and their styles, and nothing index.html loads', () => {
    expect(hrefs('/collection/battlecards')).toEqual([
      'modulepreload /app/collection-1.js',
      'modulepreload /app/queries-1.js',
      'modulepreload /app/chart-1.js',
      'preload /app/collection-1.css',
      'preload /app/chart-1.css',
    ])
    expect(hrefs('/')).toEqual(['modulepreload /app/routes-1.js', 'preload /app/routes-1.css'])
  })

  it('matches parameters one segment each, a fixed segment first, and announces nothing off the routes', () => {
    expect(hrefs('/collection/battlecards/42')).toEqual([
      'modulepreload /app/item-1.js',
      'modulepreload /app/queries-1.js',
    ])
    expect(hrefs('/quests')).toEqual(['modulepreload /app/quests-1.js'])
    expect(hrefs('/quests/leaderboard')).toEqual(['modulepreload /app/leaderboard-1.js'])
    expect(hrefs('/quests/7')).toEqual(['modulepreload /app/quest-1.js'])
    expect(links('/collection')).toBe('')
    expect(links('/collection/battlecards/42/more')).toBe('')
    expect(links('/no-such-page')).toBe('')
  })

  it('links the styles of a page the server drew as stylesheets, so its markup paints styled', () => {
    const drawn = [
      ...links('/collection/battlecards', { drawn: true }).matchAll(/<link rel="(\w+)"[^>]* href="([^"]+\.css)">/g),
    ]
    expect(drawn.map((match) => `${match[1]} ${match[2]}`)).toEqual([
      'stylesheet /app/collection-1.css',
      'stylesheet /app/chart-1.css',
    ])
    expect(links('/collection/battlecards', { drawn: true })).toContain(
      '<link rel="modulepreload" crossorigin href="/app/collection-1.js">',
    )
  })
})
