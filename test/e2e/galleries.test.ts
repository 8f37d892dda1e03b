import { describeArtClaimWalk } from './galleries/artClaimWalk'
import { describeGalleryJourneys } from './galleries/journeys'
import { describeReactionWalk } from './galleries/reactionWalk'
import { describeGalleryViews } from './galleries/views'
import { e2eSuite } from './harness/suite'

// One stack for the galleries and the art contest: the two machines' generated paths, then the journeys and the pages' views.
const suite = e2eSuite()

describeReactionWalk(suite)
describeArtClaimWalk(suite)
describeGalleryJourneys(suite)
describeGalleryViews(suite)
