import type { MachineEntry } from './registry'
import { loginMachine } from './login/machine'
import { loginSamples } from './login/samples'

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
]
