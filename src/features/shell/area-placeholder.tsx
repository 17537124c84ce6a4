import { useLocation } from '@tanstack/react-router'
import { NavIcon } from '../../ui/nav-icons'
import { PageHeader } from '../../ui/page-header'
import { EmptyState } from '../../ui/states'
import { navItemFor } from './nav'

/** Stands in for an area whose screens are still being built, so its route, guard and permissions work today. */
export function AreaPlaceholder() {
  const { pathname } = useLocation()
  const item = navItemFor(pathname)
  return (
    <>
      <PageHeader title={item?.label ?? 'Coming soon'} description={item?.description} />
      <EmptyState
        icon={<NavIcon name={item?.icon ?? 'grid'} size={32} />}
        title="This area is on its way"
        text="Its screens are being built. Your access is already set up, so it will appear here as soon as it ships."
      />
    </>
  )
}
