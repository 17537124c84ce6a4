import { areaScreens, type AreaGroup, type AreaPath } from '../contract/areas'
import * as m from '../paraglide/m/shell'

// The names of the screens (each area's own, from its declaration: src/contract/<area>/area.ts) and of the sidebar's
// groups (the shell's catalogue), in the page's language: the one place the sidebar, the command palette and the roles'
// form take them from. A screen's name is a `nav…` text of its area's catalogue, whose Hindi travels with the shell's
// (scripts/i18n.mjs), so a Hindi page names every screen in Hindi.

const screens = new Map<string, () => string>(areaScreens.map((screen) => [screen.path, screen.label]))

const groups: Record<AreaGroup, () => string> = {
  Overview: m.navOverview,
  Catalogue: m.navCatalogue,
  Marketing: m.navMarketing,
  Support: m.navSupport,
  Financials: m.navFinancials,
  Operations: m.navOperations,
  Organisation: m.navOrganisation,
}

export const screenLabel = (path: AreaPath) => screens.get(path)!()
export const groupLabel = (group: AreaGroup) => groups[group]()
