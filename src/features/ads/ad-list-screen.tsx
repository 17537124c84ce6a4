import { Link } from '@tanstack/react-router'
import type { ListRouteSearch } from '../../ui/route-loaders'
import { ResourceListScreen } from '../../ui/list/resource-list-screen'
import { ads } from './api'
import { adColumns } from './ad-columns'
import { adList } from './ad-list'
import * as m from '../../paraglide/m/ads'

const newAdLink = () => (
  <Link to="/ads/create" className="btn btn-primary">
    {m.newAd()}
  </Link>
)

export function AdListScreen({ search }: { search: ListRouteSearch }) {
  return (
    <ResourceListScreen search={search} actions={newAdLink()} outageNote resource={ads} definition={adList} rowKey={(row) => row.ad_id} columns={adColumns} />
  )
}
