import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '../ui/page/PageIntro'

export const Route = createFileRoute('/collections')({
  component: CollectionsPage,
})

function CollectionsPage() {
  return (
    <PageIntro title="Collections">
      <p>
        This page will rank every collection by market cap, highest first, with its floor and average price, total
        volume, owners and the one, seven and thirty day volume change.
      </p>
    </PageIntro>
  )
}
