import { areaActions as actions, areaScreens } from '../../contract/areas'
import { canOpen } from '../../contract/permissions'
import * as m from '../../paraglide/m/palette'
import { groupLabel, screenLabel } from '../../lib/screen-labels'

/** One line of the palette: where it leads, what it says and the words it is found by. */
export type Command = { id: string; kind: 'screen' | 'action' | 'record'; label: string; detail: string; path: string; words: string }

/**
 * The screens and actions the person may open (each area's, src/contract/<area>/area.ts: docs/app.md#command-palette);
 * Book a ride is an action, not listed twice.
 */
export function commandsFor(permissions: readonly string[]): Command[] {
  const actionPaths = new Set<string>(actions.map((action) => action.path))
  const screens: Command[] = areaScreens
    .filter((screen) => permissions.includes(screen.path) && !actionPaths.has(screen.path))
    .map((screen) => {
      // The sidebar's names, in the page's language; the English description is found too.
      const [label, group] = [screenLabel(screen.path), groupLabel(screen.group)]
      return {
        id: `screen:${screen.path}`,
        kind: 'screen',
        label,
        detail: group,
        path: screen.path,
        words: `${label} ${group} ${screen.description}`.toLowerCase(),
      }
    })
  const creates: Command[] = actions
    .filter((action) => canOpen(permissions, action.path))
    .map((action) => ({
      id: `action:${action.path}`,
      kind: 'action',
      label: action.label(),
      detail: m.action(),
      path: action.path,
      words: action.label().toLowerCase(),
    }))
  return [...screens, ...creates]
}

/** Commands whose words hold every word typed, those whose label starts with the text first; all of them for no text. */
export function matching(commands: readonly Command[], text: string): Command[] {
  const wanted = text.trim().toLowerCase()
  if (!wanted) return [...commands]
  const parts = wanted.split(/\s+/)
  const found = commands.filter((command) => parts.every((part) => command.words.includes(part)))
  const starts = (command: Command) => (command.label.toLowerCase().startsWith(wanted) ? 0 : 1)
  return found.sort((a, b) => starts(a) - starts(b))
}
