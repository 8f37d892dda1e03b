import type { ServiceUrls } from '../services/api'

/** Base URLs the component tests give the API client; the mocks answer on the same ones. */
export const testServiceUrls: ServiceUrls = {
  mainUrl: 'http://127.0.0.1/main',
  blogUrl: 'http://127.0.0.1/blog',
  authUrl: 'http://127.0.0.1/auth',
}
