import http from 'node:http'

/**
 * The streams of `bench/live.ts`, in a process of their own so the server's memory is the
 * server's: opens streams when asked, and reports when each love count arrived on each stream.
 */
const url = new URL(process.argv[2] ?? 'http://127.0.0.1:3000/api/live')
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity })
/** Arrival times (epoch ms, fractional) by the love total the event carried. */
const arrivals = new Map<number, number[]>()
let ready = 0
const requests: http.ClientRequest[] = []

function open(count: number) {
  for (let i = 0; i < count; i += 1) {
    const request = http.get(url, { agent }, (response) => {
      response.setEncoding('utf8')
      let text = ''
      response.on('data', (chunk: string) => {
        const at = performance.timeOrigin + performance.now()
        text += chunk
        let end: number
        while ((end = text.indexOf('\n\n')) >= 0) {
          const frame = text.slice(0, end)
          text = text.slice(end + 2)
          if (frame.includes('event: ready')) {
            ready += 1
            process.send?.({ kind: 'ready', ready })
          } else if (frame.includes('event: reaction.count')) {
            const data = /data: (.*)/.exec(frame)?.[1]
            const total = data ? (JSON.parse(data) as { total: number }).total : -1
            const list = arrivals.get(total) ?? []
            list.push(at)
            arrivals.set(total, list)
          }
        }
      })
    })
    request.on('error', (error) => process.send?.({ kind: 'error', message: error.message }))
    requests.push(request)
  }
}

process.on('message', (message: { kind: 'open'; count: number } | { kind: 'report' } | { kind: 'close' }) => {
  if (message.kind === 'open') open(message.count)
  else if (message.kind === 'report') {
    process.send?.({ kind: 'arrivals', arrivals: [...arrivals.entries()] })
    arrivals.clear()
  } else {
    for (const request of requests) request.destroy()
    process.exit(0)
  }
})
