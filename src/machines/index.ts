import type { MachineEntry } from './registry'
import { loginMachine } from './login/machine'
import { loginSamples } from './login/samples'
import { profileSaveMachine } from './profileSave/machine'
import { profileSaveSamples } from './profileSave/samples'

export type { MachineEntry, MachineSamples } from './registry'

/** Every workflow machine of the product; the path tests and the flows page cover whatever is listed here. */
export const machines: readonly MachineEntry[] = [
  {
    id: 'login',
    title: 'Login',
    description: 'Connect a wallet, sign the auth message, and stay signed in until logout or a wallet change.',
    machine: loginMachine,
    samples: loginSamples,
  },
  {
    id: 'profileSave',
    title: 'Profile save',
    description: 'Check a new username as it is typed, then save the profile with loading, success and failure toasts.',
    machine: profileSaveMachine,
    samples: profileSaveSamples,
  },
]
