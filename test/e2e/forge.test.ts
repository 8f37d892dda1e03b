import { describeProfileSaveWalk } from './forge/profileSaveWalk'
import { describeWalletJourney } from './forge/walletJourney'
import { describeWalletPaging } from './forge/walletPaging'
import { describeWalletStates } from './forge/walletStates'
import { e2eSuite } from './harness/suite'

// One stack for the wallet page: the member journey, the page's other states (a second server in
// multi mode for the `address` filter), the tabs' paging, then the profile editor's generated paths.
const suite = e2eSuite()

describeWalletJourney(suite)
describeWalletStates(suite)
describeWalletPaging(suite)
describeProfileSaveWalk(suite)
