// Rendered at build time only (scripts/prerender.ts runs it after `vite build`): the sign-in screen and the signed-in
// shell's frame as HTML, so their first paint and largest paint come with the page, before any script.
import { createMemoryHistory } from '@tanstack/react-router'
import { renderToString } from 'react-dom/server'
import { App } from './app'
import { loadHindi } from './contract/i18n/load'
import { getLocale, setLocaleSource } from './contract/i18n/locale'
import { ShellFrame } from './features/shell/shell-frame'
import { createQueryClient } from './lib/query-client'
import { createAppRouter } from './router'
import { PageHeader } from './ui/page-header'
import { Splash } from './ui/splash'

/** The markup of #root for `path`, from the same tree the browser hydrates (src/app.tsx). */
async function renderRoute(path: string): Promise<string> {
  const queryClient = createQueryClient()
  const router = createAppRouter(queryClient, { history: createMemoryHistory({ initialEntries: [path] }) })
  await router.load()
  return renderToString(<App queryClient={queryClient} router={router} />)
}

/** The dashboard's header as src/features/dashboard/dashboard-screen.tsx draws it before the organisation's name is known. */
const dashboardDescription = 'How your business is doing today.'

/**
 * What the build writes into #root: /login's page, and for every other path the splash with the shell's frame beside it;
 * /dashboard's frame (dashboard.html) carries the dashboard's header too, so its largest paint comes with the HTML.
 */
export async function prerender(): Promise<{ login: string; loginHindi: string; shell: string; dashboard: string }> {
  const splash = renderToString(<Splash />)
  const header = <PageHeader title="Dashboard" description={dashboardDescription} />
  const login = await renderRoute('/login')
  // /login as a device set to Hindi gets it (login-hi.html, served by the server and the service worker for that device).
  const english = getLocale()
  await loadHindi()
  setLocaleSource(() => 'hi')
  const loginHindi = await renderRoute('/login')
  setLocaleSource(() => english)
  return {
    login,
    loginHindi,
    shell: renderToString(<ShellFrame />) + splash,
    dashboard: renderToString(<ShellFrame>{header}</ShellFrame>) + splash,
  }
}
