/** Reading a live stream (`GET /api/live`) in tests: its frames parsed, one at a time, in order. */
export interface LiveFrame {
  id?: string
  event: string
  data: Record<string, unknown>
}

export interface OpenStream {
  response: Response
  /** The next event frame (heartbeat comments are skipped); fails after `timeoutMs`. */
  next(timeoutMs?: number): Promise<LiveFrame>
  close(): Promise<void>
}

function parseFrame(block: string): LiveFrame | null {
  const frame: LiveFrame = { event: 'message', data: {} }
  let data: string | null = null
  for (const line of block.split('\n')) {
    if (line.startsWith(':') || line === '') continue
    const colon = line.indexOf(':')
    const field = colon < 0 ? line : line.slice(0, colon)
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '')
    if (field === 'id') frame.id = value
    else if (field === 'event') frame.event = value
    else if (field === 'data') data = data === null ? value : `${data}\n${value}`
  }
  if (data === null) return null
  frame.data = JSON.parse(data) as Record<string, unknown>
  return frame
}

/** Reads frames from a stream's body. */
export function readFrames(response: Response): OpenStream {
  const body = response.body
  if (!body) throw new Error(`no stream body (${response.status})`)
  const reader = body.pipeThrough(new TextDecoderStream()).getReader()
  let text = ''
  const queued: LiveFrame[] = []
  const next = async (timeoutMs = 10_000): Promise<LiveFrame> => {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const ready = queued.shift()
      if (ready) return ready
      let timer: NodeJS.Timeout | undefined
      const chunk = await Promise.race([
        reader.read(),
        new Promise<never>((_, fail) => {
          timer = setTimeout(() => fail(new Error('no live event in time')), Math.max(deadline - Date.now(), 0))
        }),
      ]).finally(() => clearTimeout(timer))
      if (chunk.done) throw new Error('the stream ended')
      text += chunk.value
      let end: number
      while ((end = text.indexOf('\n\n')) >= 0) {
        const frame = parseFrame(text.slice(0, end))
        text = text.slice(end + 2)
        if (frame) queued.push(frame)
      }
    }
  }
  return { response, next, close: () => reader.cancel() }
}
