import { useSelector } from '@tanstack/react-store'
import { createAtom } from '@tanstack/store'

export type Theme = 'light' | 'dark'
const KEY = 'theme'

function initialTheme(): Theme {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(KEY)
  if (stored === 'light' || stored === 'dark') return stored
  return typeof matchMedia !== 'undefined' && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'
}

export const themeStore = createAtom<Theme>(initialTheme())
export const useTheme = () => useSelector(themeStore)

export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme === 'dark' ? '#0c111d' : '#4f46e5')
}

export function toggleTheme(): void {
  const next: Theme = themeStore.get() === 'dark' ? 'light' : 'dark'
  localStorage.setItem(KEY, next)
  themeStore.set(next)
  applyTheme(next)
}
