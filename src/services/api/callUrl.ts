import { callTable } from './callTable'
import type { CallName, CallRequest } from './contract'
import { requestUrl, type ServiceUrls } from './requestUrl'

/** The URL a call goes to, with its path parameters and query filled in. */
export function callUrl<N extends CallName>(urls: ServiceUrls, name: N, request: CallRequest<N>): string {
  return requestUrl(urls, callTable[name], request)
}
