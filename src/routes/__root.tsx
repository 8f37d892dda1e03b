import { useSuspenseQuery } from '@tanstack/react-query'
import { createRootRouteWithContext, Outlet, redirect, Scripts } from '@tanstack/react-router'
import { AppShell } from '../features/shell/AppShell'
import { PageHead } from '../features/shell/head/PageHead'
import { titleHead } from '../features/shell/head/routeHead'
import { RouteError } from '../features/shell/RouteError'
import { SiteConfigProvider } from '../features/shell/site/SiteConfigContext'
import { siteConfigQuery } from '../features/shell/site/siteConfigQuery'
import { NotFound } from '../ui/not-found/NotFound'
import type { RouterContext } from './-app/routerContext'

/** `?vault=true` on any page sends to the vault. */
const asksForVault = (search: Record<string, unknown>) => search.vault === true || search.vault === 'true'

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ location }) => {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- TanStack Router's redirect is thrown by design
    if (location.pathname !== '/vault' && asksForVault(location.search)) throw redirect({ to: '/vault', replace: true })
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(siteConfigQuery(context.api)),
  // the site's name, which every page's title ends with and the home page's is
  head: titleHead,
  component: Root,
  notFoundComponent: NotFound,
  errorComponent: RouteError,
})

function Root() {
  const { api } = Route.useRouteContext()
  const { data: config } = useSuspenseQuery(siteConfigQuery(api))
  return (
    <SiteConfigProvider config={config}>
      <PageHead />
      <AppShell>
        <Outlet />
      </AppShell>
      {/* a server-drawn page's router state and Query cache, written by the server build alone (the
          scripts remove themselves once run, before the browser's app takes the page over) */}
      {import.meta.env.SSR ? <Scripts /> : null}
    </SiteConfigProvider>
  )
}
