import type { MachineEntry } from './registry'
import { artClaimRules } from './artClaim/guards'
import { artClaimMachine } from './artClaim/machine'
import { artClaimSamples } from './artClaim/samples'
import { loginRules } from './login/guards'
import { loginMachine } from './login/machine'
import { loginSamples } from './login/samples'
import { oneShotTaskMachine } from './oneShotTask/machine'
import { oneShotTaskSamples } from './oneShotTask/samples'
import { presaleRules } from './presale/guards'
import { presaleMachine } from './presale/machine'
import { presaleSamples } from './presale/samples'
import { profileModalRules } from './profileModal/guards'
import { profileModalMachine } from './profileModal/machine'
import { profileModalSamples } from './profileModal/samples'
import { profileSaveRules } from './profileSave/guards'
import { profileSaveMachine } from './profileSave/machine'
import { profileSaveSamples } from './profileSave/samples'
import { questStepsRules } from './questSteps/guards'
import { questStepsMachine } from './questSteps/machine'
import { questStepsSamples } from './questSteps/samples'
import { reactionRules } from './reaction/guards'
import { reactionMachine } from './reaction/machine'
import { reactionSamples } from './reaction/samples'
import { socialLinkRules } from './socialLink/guards'
import { socialLinkMachine } from './socialLink/machine'
import { socialLinkSamples } from './socialLink/samples'
import { swapClaimRules } from './swapClaim/guards'
import { swapClaimMachine } from './swapClaim/machine'
import { SWAP_SAMPLES_NOW, swapClaimSamples } from './swapClaim/samples'

export type { MachineEntry, MachineSamples } from './registry'

/** Every workflow machine of the product; the path tests and the flows page cover whatever is listed here. */
export const machines: readonly MachineEntry[] = [
  {
    id: 'login',
    title: 'Login',
    description: 'Connect a wallet, sign the auth message, and stay signed in until logout or a wallet change.',
    machine: loginMachine,
    samples: loginSamples,
    rules: loginRules,
  },
  {
    id: 'questSteps',
    title: 'Quest sign-up steps',
    description:
      'Connect, Sign, Link X and optionally Link Discord, each turning green when done, then the congratulation.',
    machine: questStepsMachine,
    samples: questStepsSamples,
    rules: questStepsRules,
  },
  {
    id: 'profileSave',
    title: 'Profile save',
    description: 'Check a new username as it is typed, then save the profile with loading, success and failure toasts.',
    machine: profileSaveMachine,
    samples: profileSaveSamples,
    rules: profileSaveRules,
  },
  {
    id: 'profileModal',
    title: 'Profile edit modal',
    description:
      'Edit name, description and picture; both fields are required and only png or jpeg pictures are taken.',
    machine: profileModalMachine,
    samples: profileModalSamples,
    rules: profileModalRules,
  },
  {
    id: 'reaction',
    title: 'Reaction',
    description:
      'Love a submission: wallet, session and linked X are asked for in turn; the toggle shows at once and rolls back on failure, asking for X again when the server says it is missing.',
    machine: reactionMachine,
    samples: reactionSamples,
    rules: reactionRules,
  },
  {
    id: 'artClaim',
    title: 'Art contest claim',
    description: 'Claim one piece to draw, release it or claim again, and enter the contest once a piece is claimed.',
    machine: artClaimMachine,
    samples: artClaimSamples,
    rules: artClaimRules,
  },
  {
    id: 'swapClaim',
    title: 'Swap token claim',
    description:
      'Read the claim limits, get the server signature (or offer Link X when redeeming needs it), claim with the wallet, wait for the receipt and verify once.',
    machine: swapClaimMachine,
    samples: swapClaimSamples,
    rules: swapClaimRules(() => SWAP_SAMPLES_NOW),
  },
  {
    id: 'presale',
    title: 'Presale stage',
    description: 'Read the presale owner, stage and price from the contract and tell whether a local sale is active.',
    machine: presaleMachine,
    samples: presaleSamples,
    rules: presaleRules,
  },
  {
    id: 'socialLink',
    title: 'Social account linking',
    description: 'Link the X or Discord account when its sign-in returns, or unlink it, with the refresh flag after.',
    machine: socialLinkMachine,
    samples: socialLinkSamples,
    rules: socialLinkRules,
  },
  {
    id: 'vaultDownload',
    title: 'Vault download',
    description: 'Download a vault asset, with loading, success and failure toasts.',
    machine: oneShotTaskMachine,
    samples: oneShotTaskSamples('vaultDownload'),
  },
  {
    id: 'betaAccess',
    title: 'Beta access',
    description: 'Apply for beta access, with loading, success and failure toasts.',
    machine: oneShotTaskMachine,
    samples: oneShotTaskSamples('betaAccess'),
  },
  {
    id: 'shieldDownload',
    title: 'Shield download',
    description: 'Download an owned shield, with loading, success and failure toasts.',
    machine: oneShotTaskMachine,
    samples: oneShotTaskSamples('shieldDownload'),
  },
]
