// The slice of autocannon's API the server benchmarks use (the package ships no types).
declare module 'autocannon' {
  interface Request {
    method?: 'GET' | 'POST'
    path?: string
    body?: string
    headers?: Record<string, string>
  }
  interface Options {
    url: string
    method?: 'GET' | 'POST'
    body?: string
    headers?: Record<string, string>
    connections?: number
    duration?: number
    /** Seconds before an unanswered request counts as an error. */
    timeout?: number
    /** Requests to send in all, instead of a duration. */
    amount?: number
    /** Each request built afresh: what `setupRequest` returns is sent. */
    requests?: {
      setupRequest?: (request: Request) => Request
      onResponse?: (status: number, body: string) => void
    }[]
  }
  interface Histogram {
    average: number
    p50: number
    p99: number
    total: number
  }
  interface Result {
    requests: Histogram
    latency: Histogram
    errors: number
    non2xx: number
  }
  export default function autocannon(options: Options): Promise<Result>
}
