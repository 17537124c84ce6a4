import * as v from 'valibot'
import { adCreateBody, adLabels, adStaleResponse, placements } from '../../contract/ads'
import { adStatuses } from '../../contract/ads/list'
import { validateWith } from '../../ui/form/codecs'
import type { SectionSpec } from '../../ui/form/declared-fields'
import { ResourceForm } from '../../ui/form/resource-form'
import { useResourceForm } from '../../ui/form/use-resource-form'
import { ads, campaignOptionsQuery, createAd } from './api'
import { adFields } from './form-values'
import { statusLabel } from './labels'
import * as m from '../../paraglide/m/ads'

const labels = adLabels
const placementOptions = placements.map((value) => ({ value, label: statusLabel(value) }))
const statusOptions = adStatuses.map((value) => ({ value, label: statusLabel(value) }))
const sections = (): SectionSpec<ReturnType<typeof adFields.empty>>[] => [
  {
    title: m.adSection(),
    text: m.adSectionText(),
    fields: {
      name: { placeholder: m.adNamePlaceholder(), maxLength: 120, required: true, wide: true },
      campaign_id: { kind: 'options', query: () => campaignOptionsQuery(), placeholder: m.selectCampaign(), required: true },
      placement: { kind: 'select', options: placementOptions, required: true },
      status: { kind: 'select', options: statusOptions, required: true },
    },
  },
]
const noEdits = () => Promise.reject(new Error(m.adsNotEdited()))

/** A new ad in one of the organisation's campaigns; its figures come from the ad network once it runs. */
export function AdForm() {
  const state = useResourceForm({
    draftKey: 'ad:new',
    empty: adFields.empty(),
    valuesOf: adFields.read,
    validate: validateWith(adCreateBody, adFields.write),
    create: (values, key) => createAd(v.parse(adCreateBody, adFields.write(values)), key),
    update: noEdits,
    staleSchema: adStaleResponse,
    cache: { keys: ads.keys, rowId: (row) => row.ad_id },
    listPath: '/ads',
  })
  return <ResourceForm state={state} labels={labels} sections={sections()} readers={adFields.readers(labels)} submitLabel={m.createAd()} />
}
