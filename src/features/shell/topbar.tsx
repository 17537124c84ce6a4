import { Link } from '@tanstack/react-router'
import { LogoMark } from '../../ui/logo'
import { ThemeToggle } from '../../ui/theme-toggle'
import { SearchButton } from './palette-launcher'
import { Bell } from './bell'
import * as m from '../../paraglide/m/shell'

export function Topbar({ orgName, orgImage, title, onSearch }: { orgName: string; orgImage: string | null; title?: string; onSearch: () => void }) {
  return (
    <header className="topbar">
      <span className="topbar-mobile-logo">
        <LogoMark size={28} />
      </span>
      <p className="topbar-title">{title}</p>
      <div className="topbar-actions">
        <SearchButton onClick={onSearch} />
        <Bell />
        <ThemeToggle />
        <Link to="/accounts" className="org-chip" aria-label={m.accountOf({ name: orgName })} title={orgName}>
          {orgImage ? (
            <img src={orgImage} alt="" width={28} height={28} />
          ) : (
            <span className="org-chip-initial" aria-hidden="true">
              {orgName.charAt(0) || '?'}
            </span>
          )}
          <span className="org-chip-name">{orgName}</span>
        </Link>
      </div>
    </header>
  )
}
