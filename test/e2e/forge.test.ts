import { describeProfileSaveWalk } from './forge/profileSaveWalk'
import { describeWalletJourney } from './forge/walletJourney'
import { e2eSuite } from './harness/suite'

// One stack for the wallet page: the member journey, then the profile editor's generated paths.
const suite = e2eSuite()

describeWalletJourney(suite)
describeProfileSaveWalk(suite)
