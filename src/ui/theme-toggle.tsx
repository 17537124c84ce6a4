import { useHydrated } from '../lib/hydration'
import { toggleTheme, useTheme } from '../lib/theme'
import { MoonIcon, SunIcon } from './icons'
import * as m from '../paraglide/m/shell'

/** Both icons are in the page and the theme's CSS shows one (base.css), so HTML the build rendered shows the right one too. */
export function ThemeToggle() {
  const stored = useTheme()
  const theme = useHydrated() ? stored : 'light'
  const label = theme === 'dark' ? m.toLightTheme() : m.toDarkTheme()
  return (
    <button type="button" className="icon-btn theme-toggle" onClick={toggleTheme} aria-label={label} title={label}>
      <SunIcon className="theme-sun" />
      <MoonIcon className="theme-moon" />
    </button>
  )
}
