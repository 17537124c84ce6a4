import * as v from 'valibot'
import { adCreateBody, adLabels, adStaleResponse, placements } from '../../contract/ads'
import { adStatuses } from '../../contract/ads-list'
import { validateWith } from '../../ui/form/codecs'
import { FormSection, FormWide } from '../../ui/form/form-layout'
import { QuerySelectField } from '../../ui/form/query-select-field'
import { ResourceForm } from '../../ui/form/resource-form'
import { useResourceForm } from '../../ui/form/use-resource-form'
import { ads, campaignOptionsQuery, createAd } from './api'
import { adFields } from './form-values'
import { statusLabel } from './labels'

const labels = adLabels
const placementOptions = placements.map((value) => ({ value, label: statusLabel(value) }))
const statusOptions = adStatuses.map((value) => ({ value, label: statusLabel(value) }))
const noEdits = () => Promise.reject(new Error('Ads are not edited here'))

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
  const { form } = state
  return (
    <ResourceForm state={state} readers={adFields.readers(labels)} cancelTo="/ads" submitLabel="Create ad">
      <FormSection title="Ad" text="Where it shows and in which campaign.">
        <FormWide>
          <form.AppField name="name">{(field) => <field.TextField label={labels.name} placeholder="Festive reel" maxLength={120} required />}</form.AppField>
        </FormWide>
        <form.AppField name="campaign_id">
          {() => <QuerySelectField label={labels.campaign_id} query={campaignOptionsQuery()} placeholder="Select a campaign" required />}
        </form.AppField>
        <form.AppField name="placement">{(field) => <field.SelectField label={labels.placement} options={placementOptions} required />}</form.AppField>
        <form.AppField name="status">{(field) => <field.SelectField label={labels.status} options={statusOptions} required />}</form.AppField>
      </FormSection>
    </ResourceForm>
  )
}
