import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** The metadata of a token as a well-behaved server gives it: token 2 is the one gold koi. */
export const goodMetadata = (tokenId: string, version = 'v1') => ({
  name: `Koi #${tokenId} ${version}`,
  description: 'A koi',
  image: `ipfs://bafy${tokenId}/image.png`,
  attributes: [
    { trait_type: 'Colour', value: tokenId === '2' ? 'Gold' : 'Red' },
    { trait_type: 'Fins', value: 3, display_type: 'number' },
  ],
})

const listen = async (server: Server) => {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

/**
 * A metadata server (`/v1/<id>`, `/v2/<id>`) whose tokens 0 to 2 answer well and the others badly:
 * 100 never answers, 101 sends 3 MB, 102 redirects to a private address, 103 answers HTML and 104
 * an SVG with a script. The private address is a second server that counts who reached it.
 */
export async function startMetadataServer() {
  const secret = { hits: 0 }
  const secretServer = createServer((_request, response) => {
    secret.hits += 1
    response.end('{"name":"internal"}')
  })
  const secretUrl = await listen(secretServer)
  const server = createServer((request, response) => {
    const [, version = 'v1', tokenId = ''] = request.url?.split('/') ?? []
    const json = (body: unknown) => {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify(body))
    }
    if (['0', '1', '2'].includes(tokenId)) return json(goodMetadata(tokenId, version))
    if (tokenId === '100') return // never answers
    if (tokenId === '101') {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(`{"name":"${'x'.repeat(3 * 1024 * 1024)}"}`)
      return
    }
    if (tokenId === '102') {
      response.writeHead(302, { location: `${secretUrl}/metadata.json` })
      response.end()
      return
    }
    if (tokenId === '103') {
      response.writeHead(200, { 'content-type': 'text/html' })
      response.end('<html><script>alert(1)</script></html>')
      return
    }
    if (tokenId === '104')
      return json({
        name: 'Scripted',
        description: 'plain',
        image_data: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        animation_url: 'javascript:alert(1)',
      })
    response.writeHead(404)
    response.end()
  })
  const url = await listen(server)
  return {
    url,
    secret,
    close: async () => {
      server.closeAllConnections()
      secretServer.closeAllConnections()
      await Promise.all([new Promise((done) => server.close(done)), new Promise((done) => secretServer.close(done))])
    },
  }
}
