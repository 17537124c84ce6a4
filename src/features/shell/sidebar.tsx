import { Link } from '@tanstack/react-router'
import { Logo } from '../../ui/logo'
import { NavIcon } from '../../ui/nav-icons'
import type { NavGroup } from './nav'

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
  return (
    <aside className="sidebar">
      <div className="sidebar-logo">
        <Link to="/dashboard">
          <Logo />
        </Link>
      </div>
      <nav className="sidebar-nav" aria-label="Main">
        <NavList groups={groups} />
      </nav>
    </aside>
  )
}
