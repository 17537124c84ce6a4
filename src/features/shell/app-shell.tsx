import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Outlet, useLocation } from '@tanstack/react-router'
import { useEffect, useMemo, useState } from 'react'
import { canOpen } from '../../contract/permissions'
import { useOnline } from '../../lib/connectivity'
import { startLiveUpdates } from '../../lib/live-events'
import { readStored, storageKeys } from '../../lib/storage'
import { Splash } from '../../ui/splash'
import { erpUserQueryOptions } from '../../lib/signed-in-account'
import { loadPermissions, refreshPermissions, usePermissions } from '../../lib/permissions-store'
import { MobileMenu, TabBar } from './mobile-nav'
import { allNavItems, navItemFor, visibleGroups } from './nav'
import { usePalette } from './palette-launcher'
import { Sidebar } from './sidebar'
import { Forbidden } from './status-pages'
import { Topbar } from './topbar'
import '../../ui/styles/shell.css'
import * as m from '../../paraglide/m/shell'

/** Protected layout: loads user data and permissions at start (docs/app.md#session), then the navigation and the page. */
export function AppShell() {
  const online = useOnline()
  const permissions = usePermissions()
  const account = useQuery(erpUserQueryOptions())
  const { pathname } = useLocation()
  const [menuOpen, setMenuOpen] = useState(false)
  const palette = usePalette()
  const queryClient = useQueryClient()

  // Other people's changes reach the open screens (docs/history.md#live-updates).
  useEffect(() => startLiveUpdates(queryClient), [queryClient])

  // The guard has usually started this already; what it adds is a fresh list after reconnecting.
  useEffect(() => {
    if (online) void refreshPermissions(5_000)
  }, [online])

  const groups = useMemo(() => visibleGroups(permissions.permissions), [permissions.permissions])
  // The inbox is the top bar's bell on every width: the tab bar keeps its three shortcuts for the person's areas.
  const shortcuts = useMemo(
    () => allNavItems.filter((item) => item.path !== '/inbox' && permissions.permissions.includes(item.path)).slice(0, 3),
    [permissions.permissions],
  )

  if (!permissions.permissionsLoaded) return <Splash />

  const orgName = account.data?.erp_org_name ?? readStored(storageKeys.orgName) ?? ''
  const orgImage = account.data?.erp_org_image ?? readStored(storageKeys.orgImage)
  const allowed = canOpen(permissions.permissions, pathname)
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        {m.skipToContent()}
      </a>
      <Sidebar groups={groups} />
      <div className="app-column">
        <Topbar orgName={orgName} orgImage={orgImage} title={navItemFor(pathname)?.label} onSearch={palette.openPalette} />
        <main id="main" className="content" tabIndex={-1}>
          {allowed ? <Outlet /> : <Forbidden error={permissions.error} onRetry={() => void loadPermissions()} retrying={permissions.loading} />}
        </main>
      </div>
      <TabBar shortcuts={shortcuts} onMenu={() => setMenuOpen(true)} menuOpen={menuOpen} />
      <MobileMenu groups={groups} open={menuOpen} onClose={() => setMenuOpen(false)} />
      {palette.layer}
    </div>
  )
}
