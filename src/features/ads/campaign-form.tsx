import * as v from 'valibot'
import { campaignCreateBody, campaignLabels, campaignStaleResponse, objectives } from '../../contract/ads'
import { validateWith } from '../../ui/form/codecs'
import { FormSection, FormWide } from '../../ui/form/form-layout'
import { ResourceForm } from '../../ui/form/resource-form'
import { useResourceForm } from '../../ui/form/use-resource-form'
import { campaigns, createCampaign } from './api'
import { campaignFields, newCampaign } from './form-values'
import { statusLabel } from './labels'

const labels = campaignLabels
const objectiveOptions = objectives.map((value) => ({ value, label: statusLabel(value) }))
const statusOptions = (['draft', 'live', 'paused'] as const).map((value) => ({ value, label: statusLabel(value) }))
const noEdits = () => Promise.reject(new Error('Campaigns are not edited here'))

/** A new campaign (the ads service has no campaign edit yet); the form kit does drafts, errors and the Idempotency-Key. */
export function CampaignForm() {
  const state = useResourceForm({
    draftKey: 'campaign:new',
    empty: newCampaign(),
    valuesOf: (row) => campaignFields.read({ ...row, status: row.status === 'ended' ? 'paused' : row.status }),
    validate: validateWith(campaignCreateBody, campaignFields.write),
    create: (values, key) => createCampaign(v.parse(campaignCreateBody, campaignFields.write(values)), key),
    update: noEdits,
    staleSchema: campaignStaleResponse,
    cache: { keys: campaigns.keys, rowId: (row) => row.campaign_id, touched: [[...campaigns.keys.all, 'options']] },
    listPath: '/campaigns',
  })
  const { form } = state
  return (
    <ResourceForm state={state} readers={campaignFields.readers(labels)} cancelTo="/campaigns" submitLabel="Create campaign">
      <FormSection title="Campaign" text="What it is for and whether it runs now.">
        <FormWide>
          <form.AppField name="name">{(field) => <field.TextField label={labels.name} placeholder="Diwali Mumbai" maxLength={120} required />}</form.AppField>
        </FormWide>
        <form.AppField name="objective">{(field) => <field.SelectField label={labels.objective} options={objectiveOptions} required />}</form.AppField>
        <form.AppField name="status">{(field) => <field.SelectField label={labels.status} options={statusOptions} required />}</form.AppField>
      </FormSection>
      <FormSection title="Budget and dates" text="The most the campaign may spend, in rupees, and the days it runs.">
        <form.AppField name="budget_paise">
          {(field) => <field.TextField label={`${labels.budget_paise} (₹)`} type="number" inputMode="decimal" min={1} placeholder="50000" required />}
        </form.AppField>
        <form.AppField name="starts_on">{(field) => <field.TextField label={labels.starts_on} type="date" required />}</form.AppField>
        <form.AppField name="ends_on">{(field) => <field.TextField label={labels.ends_on} type="date" required />}</form.AppField>
      </FormSection>
    </ResourceForm>
  )
}
