import type { Page } from 'playwright-core'
import { devAccount, linkXOverHttp, signInOverHttp } from '../harness/member'

/** Connect wallet → pick the account, without signing the login message. */
export async function connectWithoutSigning(page: Page, accountIndex: number): Promise<void> {
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  await page.getByRole('button', { name: devAccount(accountIndex).address, exact: true }).click()
  await page.getByRole('button', { name: 'Sign', exact: true }).waitFor({ timeout: 20_000 })
}

interface Piece {
  _id: string
  claimedBy: string | null
}

/** The art contest's pieces as the server has them now. */
export async function contestPieces(baseUrl: string): Promise<Piece[]> {
  const answer = await fetch(`${baseUrl}/api/art-contests/gallery/all/?offset=0&limit=100`)
  if (!answer.ok) throw new Error(`pieces: ${answer.status} ${await answer.text()}`)
  return ((await answer.json()) as { data: { items: Piece[] } }).data.items
}

/** A development-wallet member acting on the art contest over HTTP, beside the page (another tab, another member). */
export interface ContestMember {
  claim(pieceId: string): Promise<Response>
  release(): Promise<Response>
  /** Claims the first free piece the server lets this member take; answers its id. */
  claimAnyFree(): Promise<string>
  /** The piece this member holds, or null. */
  heldPiece(): Promise<string | null>
}

export async function contestMember(baseUrl: string, accountIndex: number): Promise<ContestMember> {
  const cookie = await signInOverHttp(baseUrl, accountIndex)
  // a piece goes to a person: the member claims with an X account of their own
  await linkXOverHttp(baseUrl, cookie, `contest_member_${accountIndex}`)
  const headers = { cookie, origin: baseUrl }
  const post = (path: string) => fetch(`${baseUrl}${path}`, { method: 'POST', headers })
  const member: ContestMember = {
    claim: (pieceId) => post(`/api/art-contests/gallery/claim/${pieceId}`),
    release: () => post('/api/art-contests/gallery/unclaim'),
    async claimAnyFree() {
      for (const piece of await contestPieces(baseUrl)) {
        if (piece.claimedBy !== null) continue
        if ((await member.claim(piece._id)).ok) return piece._id
      }
      throw new Error(`account ${accountIndex} could claim no free piece`)
    },
    async heldPiece() {
      const answer = await fetch(`${baseUrl}/api/art-contests/gallery/check/me`, { headers })
      if (!answer.ok) throw new Error(`claim status: ${answer.status} ${await answer.text()}`)
      return ((await answer.json()) as { data: { claimedPieceId: string | null } }).data.claimedPieceId
    },
  }
  return member
}

/** The first tile's love control, and the count it announces. */
export const firstLove = (page: Page) => page.locator('.koi-love').first()
/** The heart takes clicks: nothing on its way, and the gate knows the member (their profile is read). */
export const loveReady = (page: Page) =>
  firstLove(page).and(page.locator('[aria-busy="false"]')).waitFor({ timeout: 20_000 })
export const loveCount = async (page: Page) =>
  Number((await firstLove(page).getAttribute('aria-label'))?.match(/, (\d+) loves?$/)?.[1])
