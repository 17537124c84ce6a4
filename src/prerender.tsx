// Rendered at build time only (scripts/prerender.ts runs it after `vite build`): the sign-in screen and the signed-in
// shell's frame as HTML, so their first paint and largest paint come with the page, before any script.
import { createMemoryHistory } from '@tanstack/react-router'
import { renderToString } from 'react-dom/server'
import { App } from './app'
import { ShellFrame } from './features/shell/shell-frame'
import { createQueryClient } from './lib/query-client'
import { createAppRouter } from './router'
import { Splash } from './ui/splash'

/** The markup of #root for `path`, from the same tree the browser hydrates (src/app.tsx). */
async function renderRoute(path: string): Promise<string> {
  const queryClient = createQueryClient()
  const router = createAppRouter(queryClient, { history: createMemoryHistory({ initialEntries: [path] }) })
  await router.load()
  return renderToString(<App queryClient={queryClient} router={router} />)
}

/** What the build writes into #root: /login's page, and for every other path the splash with the shell's frame beside it. */
export async function prerender(): Promise<{ login: string; shell: string }> {
  return { login: await renderRoute('/login'), shell: renderToString(<ShellFrame />) + renderToString(<Splash />) }
}
