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
import * as m from './paraglide/m/dashboard'
import * as kit from './paraglide/m/kit'
import * as shell from './paraglide/m/shell'
import { PRODUCT_NAME } from './ui/logo'
import { PageHeader } from './ui/page-header'
import { Splash } from './ui/splash'

/** The markup of #root for `path`, from the same tree the browser hydrates (src/app.tsx). */
async function renderRoute(path: string): Promise<string> {
  const queryClient = createQueryClient()
  const router = createAppRouter(queryClient, { history: createMemoryHistory({ initialEntries: [path] }) })
  await router.load()
  return renderToString(<App queryClient={queryClient} router={router} />)
}

/** What the build writes for one language: /login's page, the shell's frame, the dashboard's, and its description's texts. */
export type Drawn = {
  login: string
  shell: string
  dashboard: string
  description: { generic: string; withOrg: [string, string] }
  /** The texts of index.html's own page for files that did not load, and of its <noscript>. */
  pageTexts: Record<'loadFailedTitle' | 'loadFailedText' | 'loadFailedAgain' | 'reload' | 'needsJavaScript', string>
}

/** The description with the organisation's name is filled in by the page's script: its text before and after the name. */
const nameMark = '\u0001'

/**
 * What the build writes into #root: /login's page, and for every other path the splash with the shell's frame beside it;
 * /dashboard's frame (dashboard.html) carries the dashboard's header too, drawn as src/features/dashboard/dashboard-screen.tsx
 * draws it before the organisation's name is known, so its largest paint comes with the HTML.
 */
async function drawn(): Promise<Drawn> {
  const splash = renderToString(<Splash />)
  const generic = m.howBusinessIsDoing()
  const [before = '', after = ''] = m.howOrgIsDoing({ name: nameMark }).split(nameMark)
  return {
    login: await renderRoute('/login'),
    shell: renderToString(<ShellFrame />) + splash,
    dashboard:
      renderToString(
        <ShellFrame>
          <PageHeader title={m.dashboard()} description={generic} />
        </ShellFrame>,
      ) + splash,
    description: { generic, withOrg: [before, after] },
    pageTexts: {
      loadFailedTitle: shell.loadFailedTitle({ product: PRODUCT_NAME }),
      loadFailedText: shell.loadFailedText(),
      loadFailedAgain: shell.loadFailedAgain(),
      reload: kit.reload(),
      needsJavaScript: shell.needsJavaScript({ product: PRODUCT_NAME }),
    },
  }
}

/** Every page in English, and in Hindi for a device set to it (served by the server and the service worker for that device). */
export async function prerender(): Promise<{ en: Drawn; hi: Drawn }> {
  const english = getLocale()
  const en = await drawn()
  await loadHindi()
  setLocaleSource(() => 'hi')
  const hi = await drawn()
  setLocaleSource(() => english)
  return { en, hi }
}
