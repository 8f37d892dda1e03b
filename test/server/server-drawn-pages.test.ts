import { createHash } from 'node:crypto'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { inlineScriptHashes, KeptPage } from '../../server/ssr/keptPage'
import { isServerDrawn } from '../../server/ssr/serverDrawnPages'

describe('pages the server draws', () => {
  it('draws the public pages and leaves a member’s tools, the vault and unknown paths to the browser', () => {
    for (const path of ['/', '/collections', '/collection/battlecards', '/collection/battlecards/1312', '/explore'])
      expect(isServerDrawn(path), path).toBe(true)
    for (const path of ['/forge/0x14dC79964da2C08b23698B3D3cc7Ca32193d9955', '/gallery/fan-art', '/art-contest'])
      expect(isServerDrawn(path), path).toBe(true)
    for (const path of ['/vault', '/swaps', '/leaderboard', '/flows', '/settings', '/collection', '/nowhere/at/all'])
      expect(isServerDrawn(path), path).toBe(false)
  })

  it('leaves a collection opened at an offset to the browser, which scrolls it there', () => {
    expect(isServerDrawn('/collection/battlecards', new URLSearchParams('Koi-offset=0'))).toBe(true)
    expect(isServerDrawn('/collection/battlecards', new URLSearchParams('sort=price-asc'))).toBe(true)
    expect(isServerDrawn('/collection/battlecards', new URLSearchParams('Koi-offset=240'))).toBe(false)
    expect(isServerDrawn('/explore', new URLSearchParams('q-offset=50&Rarity=Rare'))).toBe(false)
  })
})

describe('a kept page', () => {
  const html =
    '<!doctype html><html><head><script type="module" src="/app/main.js"></script></head>' +
    '<body><div id="root"><main>Battlecards</main></div><script>window.$_TSR={}</script></body></html>'

  it('allows exactly its inline scripts by hash, not the ones loaded from a file', () => {
    const digest = createHash('sha256').update('window.$_TSR={}').digest('base64')
    expect(inlineScriptHashes(html)).toEqual([`'sha256-${digest}'`])
    expect(new KeptPage(200, html).scriptSources).toEqual([`'sha256-${digest}'`])
  })

  it('is sent as drawn in each encoding, each compressed once', async () => {
    const page = new KeptPage(200, html.repeat(20))
    expect(await page.body(undefined)).toBe(html.repeat(20))
    const br = await page.body('br')
    const gzip = await page.body('gzip')
    expect(brotliDecompressSync(br as Uint8Array).toString()).toBe(html.repeat(20))
    expect(gunzipSync(gzip as Uint8Array).toString()).toBe(html.repeat(20))
    expect(await page.body('br')).toBe(br)
  })
})
