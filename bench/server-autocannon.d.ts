// The slice of autocannon's API the server benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface Options {
    url: string
    method?: 'GET' | 'POST'
    body?: string
    headers?: Record<string, string>
    connections?: number
    duration?: number
  }
  interface Histogram {
    average: number
    p99: number
  }
  interface Result {
    requests: Histogram
    latency: Histogram
    errors: number
    non2xx: number
  }
  export default function autocannon(options: Options): Promise<Result>
}
