import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { openSignedIn } from '../harness/member'
import { describeUiWalk, UnreachableOnPage } from '../harness/modelWalk'
import { answerHeldCall } from '../harness/heldCalls'
import { arrangeTaskCall, expectedTaskToast, taskToast } from '../harness/oneShotWalk'
import type { E2eSuite } from '../harness/suite'

/** Demo accounts (README): #0 koi_keeper has X linked, so the vault opens to it. */
const VAULT_MEMBER = 0
/** Any signed-in member may apply for beta access; #3 has not in the demo data. */
const BETA_MEMBER = 3

const isDenied = (allowed: boolean | undefined) => allowed === false

interface VaultWorld {
  assetId: string
  downloads: number
}

async function firstVaultAssetId(listing: Promise<{ json(): Promise<unknown> }>): Promise<string> {
  const body = (await (await listing).json()) as { _id: string }[] | { data?: { _id: string }[] }
  const id = (Array.isArray(body) ? body : body.data)?.[0]?._id
  if (!id) throw new Error('the vault listed no asset')
  return id
}

const vaultAssets = (page: Page) => page.getByRole('list', { name: 'Vault assets' })

/** The vault download's covering paths on the real vault page, for a member with X linked. */
export function describeVaultDownloadWalk(suite: E2eSuite) {
  describeUiWalk<VaultWorld>('vaultDownload', () => suite.browser, {
    async start(context, path) {
      const page = await context.newPage()
      const baseUrl = suite.stack.baseUrl
      if (isDenied(path.steps[1]?.event.guards?.isAllowed)) {
        // the machine's refusal needs a Download pressed while signed out: the page shows none then
        await page.goto(`${baseUrl}/vault`)
        await page.getByText('Sign in with your wallet to open the vault.').waitFor()
        expect(await page.getByRole('button', { name: /^Download/ }).count()).toBe(0)
        throw new UnreachableOnPage(
          'The vault shows its assets only to a signed-in member with X linked, so Download cannot be pressed signed out; the page says "Sign in with your wallet to open the vault." and shows the sign-in toast instead.',
        )
      }
      const listing = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/vault/all')
      await openSignedIn(page, baseUrl, '/vault', VAULT_MEMBER)
      const assetId = await firstVaultAssetId(listing)
      await vaultAssets(page).getByRole('listitem').first().waitFor()
      const world = { assetId, downloads: 0 }
      page.on('download', () => (world.downloads += 1))
      return { page, world }
    },
    inspectionId: ({ world }) => `vaultDownload:${world.assetId}`,
    events: {
      'task.start': async ({ page, rest }) => {
        await arrangeTaskCall(page, (url) => url.pathname.startsWith('/api/vault/download/'), rest[0])
        await vaultAssets(page)
          .getByRole('listitem')
          .first()
          .getByRole('button', { name: /^Download/ })
          .click()
      },
      'xstate.done.actor.': ({ page, event }) => answerHeldCall(page, event.type),
      'xstate.error.actor.': ({ page, event }) => answerHeldCall(page, event.type),
    },
    async check({ page, path, world }) {
      const text = expectedTaskToast('vaultDownload', path)
      if (text) await taskToast(page, text)
      const succeeded = path.steps.at(-1)?.event.type.startsWith('xstate.done.actor.') ?? false
      // the file itself arrived on success, and only then
      if (succeeded) await expect.poll(() => world.downloads).toBe(1)
      else expect(world.downloads).toBe(0)
      await expect
        .poll(() =>
          vaultAssets(page)
            .getByRole('button', { name: /^Download/ })
            .first()
            .isEnabled(),
        )
        .toBe(true)
    },
  })
}

const signUpPanel = (page: Page) => page.getByRole('dialog', { name: 'Take the Quests' })

/** The beta-access application's covering paths on the quests sign-up, against the real server. */
export function describeBetaAccessWalk(suite: E2eSuite) {
  describeUiWalk<{ serverMessage?: string }>('betaAccess', () => suite.browser, {
    async start(context, path) {
      const page = await context.newPage()
      const baseUrl = suite.stack.baseUrl
      if (isDenied(path.steps[1]?.event.guards?.isAllowed)) {
        // the machine's refusal needs the button pressed signed out: the sign-up shows it only signed in
        await page.goto(`${baseUrl}/quests?modal=sign+up`)
        const panel = signUpPanel(page)
        await panel.getByRole('button', { name: 'Connect', exact: true }).waitFor()
        expect(await panel.getByRole('button', { name: 'Apply for beta access' }).count()).toBe(0)
        throw new UnreachableOnPage(
          'The sign-up offers "Apply for beta access" only to a signed-in member, so it cannot be pressed signed out.',
        )
      }
      await openSignedIn(page, baseUrl, '/quests?modal=sign+up', BETA_MEMBER)
      await signUpPanel(page).getByTestId('signup-footer').waitFor()
      const world: { serverMessage?: string } = {}
      page.on('response', (response) => {
        if (new URL(response.url()).pathname !== '/api/users/apply-beta-access' || response.status() !== 200) return
        void response.json().then(
          (body: { message?: string; data?: { message?: string } }) =>
            (world.serverMessage = body.message ?? body.data?.message),
          () => undefined,
        )
      })
      return { page, world }
    },
    events: {
      'task.start': async ({ page, rest }) => {
        await arrangeTaskCall(page, (url) => url.pathname === '/api/users/apply-beta-access', rest[0])
        await signUpPanel(page).getByRole('button', { name: 'Apply for beta access' }).click()
      },
      'xstate.done.actor.': ({ page, event }) => answerHeldCall(page, event.type),
      'xstate.error.actor.': ({ page, event }) => answerHeldCall(page, event.type),
    },
    async check({ page, path, world }) {
      const succeeded = path.steps.at(-1)?.event.type.startsWith('xstate.done.actor.') ?? false
      if (succeeded) await expect.poll(() => world.serverMessage).toBeTruthy()
      const text = expectedTaskToast('betaAccess', path, world.serverMessage)
      if (text) await taskToast(page, text)
      expect(await signUpPanel(page).getByRole('button', { name: 'Apply for beta access' }).isEnabled()).toBe(true)
    },
  })
}
