import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ListScreen } from '../../ui/list/list-screen'
import { useListSearch } from '../../ui/list/use-list-search'
import { OutageNote } from '../../ui/outage-note'
import { ads } from './api'
import { adColumns } from './ad-columns'
import { adList } from './ad-list'

const newAdLink = (
  <Link to="/ads/create" className="btn btn-primary">
    New ad
  </Link>
)

export function AdListScreen() {
  const state = useListSearch(adList)
  const list = useQuery(ads.listQuery(state.query))
  return (
    <>
      <OutageNote query={list} />
      <ListScreen
        title="Ads"
        description="Every ad with its impressions, clicks, click-through rate and spend."
        actions={newAdLink}
        state={state}
        filters={adList.filters}
        list={list}
        columns={adColumns}
        rowKey={(row) => row.ad_id}
        searchPlaceholder="Search ads and campaigns"
        noun={['ad', 'ads']}
        csv={{ path: ads.listPath, filename: 'ads.csv' }}
        errorFallback="Failed to fetch ads"
        empty={{ title: 'No ads yet', text: 'Create an ad in one of your campaigns.', action: newAdLink }}
      />
    </>
  )
}
