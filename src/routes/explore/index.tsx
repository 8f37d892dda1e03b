import { createFileRoute } from '@tanstack/react-router'
import { StorySectionPage } from '../../features/story'
import { SellPlaceholder } from '../../ui/page/SellPlaceholder'
import { sectionHead } from '../../features/shell/head/routeHead'

export const Route = createFileRoute('/explore/')({
  head: sectionHead('/explore'),
  component: ExplorePage,
})

function ExplorePage() {
  return (
    <>
      <StorySectionPage currentPath="/explore" />
      <div className="koi-explore-sell">
        <SellPlaceholder />
      </div>
    </>
  )
}
