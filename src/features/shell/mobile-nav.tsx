import { Link } from '@tanstack/react-router'
import { CloseIcon } from '../../ui/icons'
import { NavIcon } from '../../ui/nav-icons'
import { useModalDialog } from '../../ui/use-modal-dialog'
import type { NavGroup, NavItem } from './nav'
import { NavList } from './sidebar'
import * as m from '../../paraglide/m/shell'

/** Thumb-reach navigation on phones: three shortcuts and a Menu that opens every area. */
export function TabBar({ shortcuts, onMenu, menuOpen }: { shortcuts: NavItem[]; onMenu: () => void; menuOpen: boolean }) {
  return (
    <nav className="tabbar" aria-label={m.quickNav()}>
      {shortcuts.map((item) => (
        <Link key={item.path} to={item.path} className="tab" activeProps={{ className: 'tab active', 'aria-current': 'page' }}>
          <NavIcon name={item.icon} />
          <span>{item.label}</span>
        </Link>
      ))}
      <button type="button" className="tab" onClick={onMenu} aria-expanded={menuOpen} aria-controls="mobile-menu">
        <NavIcon name="menu" />
        <span>{m.menu()}</span>
      </button>
    </nav>
  )
}

export function MobileMenu({ groups, open, onClose }: { groups: NavGroup[]; open: boolean; onClose: () => void }) {
  const dialog = useModalDialog(open)
  return (
    <dialog
      ref={dialog}
      id="mobile-menu"
      className="sheet"
      aria-label={m.allAreas()}
      onClose={onClose}
      onClick={(event) => event.target === dialog.current && onClose()}
    >
      <div className="sheet-header">
        <p className="sheet-title">{m.allAreas()}</p>
        <button type="button" className="icon-btn" onClick={onClose} aria-label={m.closeMenu()}>
          <CloseIcon />
        </button>
      </div>
      {/* Built when opened: the closed sheet would otherwise double the navigation every screen starts with. */}
      <nav className="sheet-body" aria-label={m.allAreas()}>
        {open && <NavList groups={groups} onNavigate={onClose} />}
      </nav>
    </dialog>
  )
}
