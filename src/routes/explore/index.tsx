import { createFileRoute } from '@tanstack/react-router'
import { StorySectionPage } from '../../features/story'
import { SellPlaceholder } from '../../ui/page/SellPlaceholder'

export const Route = createFileRoute('/explore/')({
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
