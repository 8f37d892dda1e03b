import { useSuspenseQuery } from '@tanstack/react-query'
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { AppShell } from '../features/shell/AppShell'
import { RouteError } from '../features/shell/RouteError'
import { SiteConfigProvider } from '../features/shell/site/SiteConfigContext'
import { siteConfigQuery } from '../features/shell/site/siteConfigQuery'
import { NotFound } from '../ui/not-found/NotFound'
import type { RouterContext } from './-app/routerContext'

export const Route = createRootRouteWithContext<RouterContext>()({
  loader: ({ context }) => context.queryClient.ensureQueryData(siteConfigQuery(context.api)),
  component: Root,
  notFoundComponent: NotFound,
  errorComponent: RouteError,
})

function Root() {
  const { api } = Route.useRouteContext()
  const { data: config } = useSuspenseQuery(siteConfigQuery(api))
  return (
    <SiteConfigProvider config={config}>
      <AppShell>
        <Outlet />
      </AppShell>
    </SiteConfigProvider>
  )
}
