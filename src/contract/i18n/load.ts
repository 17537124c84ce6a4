import type { areas as Areas } from '../areas'
import { hindi, speaksHindi } from './locale'
import { hindiModules } from '../../paraglide/m/hindi'

/** The catalogues every page may show: the shell's, the sign-in screens' and the kits'. */
const everywhere = ['shell', 'auth', 'kit']
/** The sign-in screens (src/routes/_auth): no command palette there, so no palette texts either. */
const signedOut = /^\/(login|signup|forgot-password|reset-password|(email|sms)-otp-verify)\/?$/
/** Every page but /login has forms of the form kit; /login's is the page's own (src/ui/form/use-page-form.ts). */
const formKitless = /^\/login\/?$/

/**
 * Pages that show another area's texts besides their own: the public page of an invite (/invite/$token) the team area's,
 * the authenticator screens and the account page's "Authenticator app" section the security catalogue's, the account and team
 * pages the roles' names.
 */
const alsoShown: readonly (readonly [RegExp, string])[] = [
  [/^\/invite\//, 'team'],
  [/^\/(authenticator-verify|setup-authenticator)\/?$/, 'security'],
  [/^\/accounts(\/|$)/, 'security'],
  // The person's role by its name in the page's language (src/contract/roles/index.ts).
  [/^\/(accounts|team)(\/|$)/, 'roles'],
  // Stock's screens (locations, movements, a variant's stock) sit in the catalogue's area.
  [/^\/(inventory|products\/variants)(\/|$)/, 'stock'],
  // The account page's notification preferences (the inbox's kinds and texts).
  [/^\/accounts(\/|$)/, 'inbox'],
  // Notes with @mentions (src/ui/form/record-notes.tsx) on a record's page, and the mention list of a complaint's note.
  [/^\/(complaints\/view|manage-logistics|employees\/update|products\/variants\/update)\//, 'inbox'],
  // Webhooks sit in the API keys' area: their own texts, and the record types they send by the history's names.
  [/^\/webhooks(\/|$)/, 'webhooks'],
  [/^\/webhooks(\/|$)/, 'history'],
]
/** The catalogue of the area a path belongs to (src/contract/areas.ts: an area's name is its catalogue's). */
const areaOf = (areas: typeof Areas, pathname: string) =>
  areas.find((area) => area.screens.some(({ path }) => pathname === path || pathname.startsWith(`${path}/`)))?.name

/**
 * The catalogues a page at `pathname` shows: every page's, the form kit's and the palette's where it has them, its area's.
 * The list of areas is read only for a page that may belong to one: a sign-in screen has none, and a Hindi /login does
 * not fetch the areas' declarations (about 1.4 KB) after it paints.
 */
export async function cataloguesFor(pathname: string): Promise<string[]> {
  const signedOutPage = signedOut.test(pathname)
  const area = signedOutPage ? undefined : areaOf((await import('../areas')).areas, pathname)
  return [
    ...everywhere,
    formKitless.test(pathname) ? '' : 'form',
    signedOutPage ? '' : 'palette',
    area ?? '',
    ...alsoShown.filter(([page]) => page.test(pathname)).map(([, name]) => name),
  ].filter(Boolean)
}

/**
 * Loads the Hindi texts of `areas` (all of them when not said) that are not loaded yet: each is its own chunk, fetched only
 * where Hindi is spoken. A catalogue missing from the build is skipped (its texts stay English).
 */
export async function loadHindi(names: readonly string[] = Object.keys(hindiModules)): Promise<void> {
  if (!speaksHindi) return
  await Promise.all(
    names
      .filter((name) => !hindi[name] && hindiModules[name])
      .map(async (name) => {
        hindi[name] = await hindiModules[name]!()
      }),
  )
}

/** The Hindi texts a page at `pathname` shows (cataloguesFor). */
export const loadHindiFor = async (pathname: string) => loadHindi(await cataloguesFor(pathname))
