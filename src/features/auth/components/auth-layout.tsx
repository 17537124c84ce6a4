import { Outlet } from '@tanstack/react-router'
import { Logo } from '../../../ui/logo'
import { LanguageSwitch } from '../../../ui/language-switch'
import { ThemeToggle } from '../../../ui/theme-toggle'
import * as m from '../../../paraglide/m/auth'

const badges = [m.badgeModular, m.badgeRealTime, m.badgeMadeInIndia] as const

/** docs/app.md#layout: a marketing panel (hidden on small screens) beside the form card. */
export function AuthLayout() {
  return (
    <div className="auth-layout">
      <aside className="auth-panel" aria-label={m.aboutProduct()}>
        <Logo />
        <div className="auth-panel-body">
          <h2 className="auth-tagline">{m.tagline()}</h2>
          <ul className="auth-badges">
            {badges.map((badge) => (
              <li key={badge()} className="auth-badge">
                {badge()}
              </li>
            ))}
          </ul>
        </div>
        <p className="auth-panel-foot">{m.panelFoot()}</p>
      </aside>
      <main className="auth-main" id="main">
        {/* The form comes first in the page, so the first Tab lands in its first field; the bar is drawn above it (auth.css). */}
        <div className="auth-card">
          <Outlet />
        </div>
        <div className="auth-topbar">
          <span className="auth-mobile-logo">
            <Logo />
          </span>
          <span className="auth-topbar-actions">
            <LanguageSwitch />
            <ThemeToggle />
          </span>
        </div>
      </main>
    </div>
  )
}

export function AuthHeading({ title, text }: { title: string; text: string }) {
  return (
    <header className="auth-heading">
      <h1>{title}</h1>
      <p className="muted">{text}</p>
    </header>
  )
}
