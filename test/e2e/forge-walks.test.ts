import { describeProfileModalWalk } from './forge/profileModalWalk'
import { describeProfileSaveWalk } from './forge/profileSaveWalk'
import { describeShieldDownloadWalk } from './forge/shieldDownloadWalk'
import { e2eSuite } from './harness/suite'

// One stack for the generated paths of the wallet page's machines: the profile editor, the shield
// download and the artist card.
const suite = e2eSuite()

describeProfileSaveWalk(suite)
describeShieldDownloadWalk(suite)
describeProfileModalWalk(suite)
