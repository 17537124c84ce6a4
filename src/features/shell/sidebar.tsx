import { Link } from '@tanstack/react-router'
import { useMediaQuery, WIDE_SCREEN } from '../../lib/use-media-query'
import { Logo } from '../../ui/logo'
import { NavIcon } from '../../ui/nav-icons'
import type { NavGroup } from './nav'
import * as m from '../../paraglide/m/shell'

export function NavList({ groups, onNavigate }: { groups: NavGroup[]; onNavigate?: () => void }) {
  return (
    <>
      {groups.map((group) => (
        <div key={group.label} className="nav-group">
          <p className="nav-group-label">{group.label}</p>
          <ul>
            {group.items.map((item) => (
              <li key={item.path}>
                <Link to={item.path} className="nav-link" activeProps={{ className: 'nav-link active', 'aria-current': 'page' }} onClick={onNavigate}>
                  <NavIcon name={item.icon} />
                  <span>{item.label}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </>
  )
}

export function Sidebar({ groups }: { groups: NavGroup[] }) {
  // Shown from 900 px (shell.css); on a phone the tab bar and the menu sheet navigate, so its links are not built there.
  const wide = useMediaQuery(WIDE_SCREEN)
  return (
    <aside className="sidebar">
      <div className="sidebar-logo">
        <Link to="/dashboard">
          <Logo />
        </Link>
      </div>
      <nav className="sidebar-nav" aria-label={m.mainNav()}>
        {wide && <NavList groups={groups} />}
      </nav>
    </aside>
  )
}
