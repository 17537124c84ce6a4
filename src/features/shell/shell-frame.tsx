import type { ReactNode } from 'react'
import { Logo, LogoMark } from '../../ui/logo'

/**
 * The signed-in layout with nothing in it yet: the sidebar with the logo, the top bar and an empty page, where AppShell
 * draws them (same classes, shell.css). index.html paints it before any script when a session is stored, so the
 * first paint is the shell the app then fills, not a splash that the shell replaces (src/prerender.tsx). `children` is
 * what dashboard.html draws in the page already: the dashboard's header, its largest paint.
 */
export function ShellFrame({ children }: { children?: ReactNode }) {
  return (
    <div className="app-shell shell-frame" aria-hidden="true">
      <aside className="sidebar">
        <div className="sidebar-logo">
          {/* Where the shell has its link to the dashboard: a box of the same kind keeps the logo where the link puts it. */}
          <span>
            <Logo />
          </span>
        </div>
      </aside>
      <div className="app-column">
        <header className="topbar">
          <span className="topbar-mobile-logo">
            <LogoMark size={28} />
          </span>
        </header>
        <main className="content">{children}</main>
      </div>
    </div>
  )
}
