import { Outlet } from '@tanstack/react-router'
import { Logo } from '../../../ui/logo'
import { ThemeToggle } from '../../../ui/theme-toggle'

const badges = ['Modular', 'Real-Time', 'Made in India'] as const

/** docs/app.md#layout: a marketing panel (hidden on small screens) beside the form card. */
export function AuthLayout() {
  return (
    <div className="auth-layout">
      <aside className="auth-panel" aria-label="About the product">
        <Logo />
        <div className="auth-panel-body">
          <h2 className="auth-tagline">Built for brands that want full control of inventory, orders, vendors and analytics.</h2>
          <ul className="auth-badges">
            {badges.map((badge) => (
              <li key={badge} className="auth-badge">
                {badge}
              </li>
            ))}
          </ul>
        </div>
        <p className="auth-panel-foot">Promo codes, catalogue, inventory, subscribers, complaints, financials and bookings in one place.</p>
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
          <ThemeToggle />
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
