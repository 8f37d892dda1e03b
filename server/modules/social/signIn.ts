import { and, eq, gt, lt } from 'drizzle-orm'
import { sessionKey } from '../../auth/session'
import { socialPendingLinks, socialSignIns } from '../../db/schema'
import type { AppDeps } from '../../http/context'
import { HttpError } from '../../http/errors'
import { route } from '../../http/route'
import { beginSignIn, callbackPath, finishSignIn } from '../../oauth/client'
import type { SocialProvider } from '../../oauth/config'
import { sitePath } from '../../../src/services/api/contract/sitePath'

/** A sign-in has this long from the redirect to the callback, and its result this long to be linked. */
const SIGN_IN_TTL_MS = 10 * 60_000
const PENDING_TTL_MS = 30 * 60_000
const DEFAULT_RETURN = '/quests'

/** The provider's name in the return URL: `?social=x` or `?social=discord`. */
export const socialParam: Record<SocialProvider, string> = { twitter: 'x', discord: 'discord' }
const providerName: Record<SocialProvider, string> = { twitter: 'X', discord: 'Discord' }

const redirectUriOf = (deps: AppDeps, provider: SocialProvider) => `${deps.env.mainUrl}${callbackPath(provider)}`

function providerConfig(deps: AppDeps, provider: SocialProvider) {
  const config = deps.env.oauth[provider]
  if (!config) throw new HttpError(503, `${providerName[provider]} sign-in is not configured on this server`)
  return config
}

/**
 * The path to come back to, with the sign-in's outcome for the page to read. A return path that would
 * leave the site once resolved (the contract refuses those at the start; a row written before is
 * another matter) comes back to the default page instead.
 */
export function backTo(returnTo: string, provider: SocialProvider, failure?: string) {
  const url = new URL(sitePath(returnTo) ?? DEFAULT_RETURN, 'http://koi.invalid')
  url.searchParams.set('social', socialParam[provider])
  if (failure) url.searchParams.set('socialError', failure)
  const back = `${url.pathname}${url.search}`
  return sitePath(back) ?? `${DEFAULT_RETURN}${url.search}`
}

export const signInRoutes = [
  route('startSocialSignIn', async ({ params, query, deps, c }) => {
    const session = sessionKey(c)
    if (!session) throw new HttpError(401, 'login required')
    const config = providerConfig(deps, params.provider)
    const { url, state, codeVerifier } = await beginSignIn(config, redirectUriOf(deps, params.provider))
    const now = Date.now()
    await deps.db.delete(socialSignIns).where(lt(socialSignIns.expiresAt, new Date(now)))
    await deps.db.insert(socialSignIns).values({
      state,
      sessionHash: session,
      provider: params.provider,
      codeVerifier,
      returnTo: sitePath(query.returnTo ?? DEFAULT_RETURN) ?? DEFAULT_RETURN,
      expiresAt: new Date(now + SIGN_IN_TTL_MS),
    })
    return c.redirect(url, 302)
  }),

  route('finishSocialSignIn', async ({ params, query, deps, c }) => {
    const provider = params.provider
    const [signIn] = query.state
      ? await deps.db
          .delete(socialSignIns)
          .where(
            and(
              eq(socialSignIns.state, query.state),
              eq(socialSignIns.provider, provider),
              gt(socialSignIns.expiresAt, new Date()),
            ),
          )
          .returning()
      : []
    // an unknown or used state, or a callback in another session than the one that started it
    const session = sessionKey(c)
    if (!signIn || signIn.sessionHash !== session) return c.redirect(backTo(DEFAULT_RETURN, provider, 'state'), 302)
    if (query.error || !query.code) return c.redirect(backTo(signIn.returnTo, provider, 'denied'), 302)
    try {
      const identity = await finishSignIn(providerConfig(deps, provider), {
        redirectUri: redirectUriOf(deps, provider),
        search: new URL(c.req.url).searchParams,
        state: signIn.state,
        codeVerifier: signIn.codeVerifier,
      })
      const values = {
        sessionHash: session,
        provider,
        ...identity,
        expiresAt: new Date(Date.now() + PENDING_TTL_MS),
      }
      await deps.db
        .insert(socialPendingLinks)
        .values(values)
        .onConflictDoUpdate({ target: [socialPendingLinks.sessionHash, socialPendingLinks.provider], set: values })
      return c.redirect(backTo(signIn.returnTo, provider), 302)
    } catch (error) {
      console.warn(`${providerName[provider]} sign-in failed:`, error instanceof Error ? error.message : error)
      return c.redirect(backTo(signIn.returnTo, provider, 'failed'), 302)
    }
  }),

  route('getPendingSocial', async ({ params, deps, c }) => {
    const session = sessionKey(c)
    if (!session) return null
    const [row] = await deps.db
      .select()
      .from(socialPendingLinks)
      .where(
        and(
          eq(socialPendingLinks.sessionHash, session),
          eq(socialPendingLinks.provider, params.provider),
          gt(socialPendingLinks.expiresAt, new Date()),
        ),
      )
      .limit(1)
    if (!row) return null
    return {
      provider: params.provider,
      providerAccountId: row.providerAccountId,
      username: row.username,
      email: row.email,
    }
  }),
]
