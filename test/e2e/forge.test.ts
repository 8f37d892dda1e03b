import { describeWalletJourney } from './forge/walletJourney'
import { describeWalletPaging } from './forge/walletPaging'
import { describeWalletStates } from './forge/walletStates'
import { e2eSuite } from './harness/suite'

// One stack for the wallet page: the member journey, the page's other states (a second server in
// multi mode for the `address` filter) and the tabs' paging. The profile's machines are walked in
// `forge-walks.test.ts`, on a stack of their own, so the two halves run side by side.
const suite = e2eSuite()

describeWalletJourney(suite)
describeWalletStates(suite)
describeWalletPaging(suite)
