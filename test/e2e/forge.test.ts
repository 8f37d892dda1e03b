import { describeProfileModalWalk } from './forge/profileModalWalk'
import { describeProfileSaveWalk } from './forge/profileSaveWalk'
import { describeShieldDownloadWalk } from './forge/shieldDownloadWalk'
import { describeWalletJourney } from './forge/walletJourney'
import { describeWalletPaging } from './forge/walletPaging'
import { describeWalletStates } from './forge/walletStates'
import { e2eSuite } from './harness/suite'

// One stack for the wallet page: the member journey, the page's other states (a second server in
// multi mode for the `address` filter), the tabs' paging, then the generated paths of the profile editor, the
// shield download and the artist card.
const suite = e2eSuite()

describeWalletJourney(suite)
describeWalletStates(suite)
describeWalletPaging(suite)
describeProfileSaveWalk(suite)
describeShieldDownloadWalk(suite)
describeProfileModalWalk(suite)
