import { Link } from '@tanstack/react-router'
import { ResourceListScreen } from '../../ui/list/resource-list-screen'
import { ads } from './api'
import { adColumns } from './ad-columns'
import { adList } from './ad-list'

const newAdLink = (
  <Link to="/ads/create" className="btn btn-primary">
    New ad
  </Link>
)

export function AdListScreen() {
  return (
    <ResourceListScreen
      title="Ads"
      description="Every ad with its impressions, clicks, click-through rate and spend."
      actions={newAdLink}
      outageNote
      resource={ads}
      definition={adList}
      rowKey={(row) => row.ad_id}
      columns={adColumns}
      searchPlaceholder="Search ads and campaigns"
      noun={['ad', 'ads']}
      csvName="ads.csv"
      errorFallback="Failed to fetch ads"
      empty={{ title: 'No ads yet', text: 'Create an ad in one of your campaigns.' }}
    />
  )
}
