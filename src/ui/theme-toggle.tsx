import { useHydrated } from '../lib/hydration'
import { toggleTheme, useTheme } from '../lib/theme'
import { MoonIcon, SunIcon } from './icons'

/** Both icons are in the page and the theme's CSS shows one (base.css), so HTML the build rendered shows the right one too. */
export function ThemeToggle() {
  const stored = useTheme()
  const theme = useHydrated() ? stored : 'light'
  const label = theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme'
  return (
    <button type="button" className="icon-btn theme-toggle" onClick={toggleTheme} aria-label={label} title={label}>
      <SunIcon className="theme-sun" />
      <MoonIcon className="theme-moon" />
    </button>
  )
}
