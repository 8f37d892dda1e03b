// The parts of oidc-provider 8 (which ships no types) that the local issuer uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http'

  export interface InteractionDetails {
    uid: string
    prompt: { name: string; reasons: string[] }
    params: Record<string, unknown>
  }
  export interface OidcContext {
    oidc: {
      result?: { login?: unknown; consent?: { grantId?: string } }
      session: { accountId?: string; grantIdFor(clientId: string): string | undefined }
      client: { clientId: string }
      params: Record<string, unknown>
      provider: Provider
    }
  }
  export class Check {
    static REQUEST_PROMPT: true
    static NO_NEED_TO_PROMPT: false
    constructor(reason: string, description: string, check: (ctx: OidcContext) => boolean)
  }
  export interface PromptPolicy {
    get(name: string): { checks: Check[] & { add(check: Check): void } } | undefined
  }
  export const interactionPolicy: { base(): PromptPolicy & unknown[]; Check: typeof Check }
  export interface GrantInstance {
    addOIDCScope(scope: string): void
    save(): Promise<string>
  }
  export interface Account {
    accountId: string
    claims(): Record<string, unknown> | Promise<Record<string, unknown>>
  }
  export interface Configuration {
    clients: Record<string, unknown>[]
    pkce?: { required?: () => boolean; methods?: string[] }
    findAccount(ctx: unknown, id: string): Account | undefined | Promise<Account | undefined>
    claims?: Record<string, string[]>
    scopes?: string[]
    features?: Record<string, { enabled: boolean } & Record<string, unknown>>
    interactions?: { url(ctx: unknown, interaction: { uid: string }): string; policy?: unknown }
    loadExistingGrant?(ctx: OidcContext): Promise<GrantInstance | undefined>
    cookies?: { keys: string[] }
    jwks?: { keys: Record<string, unknown>[] }
    ttl?: Record<string, number>
    renderError?: (ctx: { type: string; body: string }, out: Record<string, string>, error: Error) => void
  }
  export default class Provider {
    constructor(issuer: string, configuration: Configuration)
    Grant: {
      new (input: { accountId: string; clientId: string }): GrantInstance
      find(id: string): Promise<GrantInstance | undefined>
    }
    callback(): (req: IncomingMessage, res: ServerResponse) => void
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>
    on(event: string, listener: (...args: unknown[]) => void): void
  }
}
