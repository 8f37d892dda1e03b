import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface MetadataServer {
  /** Origin of the server, e.g. `http://127.0.0.1:40123`; a token's metadata is at `/{tokenId}.json`. */
  url: string
  close(): Promise<void>
}

/** A small square picture, as a data URI: the page shows it under the app's own image policy. */
const picture = (label: string) =>
  `data:image/svg+xml;base64,${Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#2a6f97"/><text x="32" y="38" font-size="14" text-anchor="middle" fill="#fff">${label}</text></svg>`,
  ).toString('base64')}`

/**
 * Serves an operator's token metadata in OpenSea's standard, as a collection's tokenURI reaches it
 * (`{base}{tokenId}.json`): a name from `nameOf`, a description, a picture and one trait.
 */
export async function startMetadataServer(nameOf: (tokenId: bigint) => string): Promise<MetadataServer> {
  const server = createServer((request, response) => {
    const tokenId = /^\/(\d+)\.json$/.exec(request.url ?? '')?.[1]
    if (!tokenId) {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        name: nameOf(BigInt(tokenId)),
        description: `Card ${tokenId}, minted on the local chain`,
        image: picture(`#${tokenId}`),
        attributes: [{ trait_type: 'Suit', value: Number(tokenId) % 2 === 0 ? 'Waves' : 'Stones' }],
      }),
    )
  })
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((closed) => {
        server.close(() => closed())
        // the indexer's fetches keep their connections open for reuse
        server.closeAllConnections()
      }),
  }
}
