import * as v from 'valibot'
import { campaignCreateBody, campaignLabels, campaignStaleResponse, objectives } from '../../contract/ads'
import { validateWith } from '../../ui/form/codecs'
import type { SectionSpec } from '../../ui/form/declared-fields'
import { ResourceForm } from '../../ui/form/resource-form'
import { useResourceForm } from '../../ui/form/use-resource-form'
import { campaigns, createCampaign } from './api'
import { campaignFields, newCampaign } from './form-values'
import { statusLabel } from './labels'
import * as m from '../../paraglide/m/ads'

const labels = campaignLabels
const objectiveOptions = objectives.map((value) => ({ value, label: statusLabel(value) }))
const statusOptions = (['draft', 'live', 'paused'] as const).map((value) => ({ value, label: statusLabel(value) }))
const sections = (): SectionSpec<ReturnType<typeof newCampaign>>[] => [
  {
    title: m.campaignSection(),
    text: m.campaignSectionText(),
    fields: {
      name: { placeholder: m.campaignNamePlaceholder(), maxLength: 120, required: true, wide: true },
      objective: { kind: 'select', options: objectiveOptions, required: true },
      status: { kind: 'select', options: statusOptions, required: true },
    },
  },
  {
    title: m.budgetSection(),
    text: m.budgetSectionText(),
    fields: {
      budget_paise: {
        label: m.inRupees({ label: labels.budget_paise }),
        type: 'number',
        inputMode: 'decimal',
        min: 1,
        placeholder: m.budgetPlaceholder(),
        required: true,
      },
      starts_on: { type: 'date', required: true },
      ends_on: { type: 'date', required: true },
    },
  },
]
const noEdits = () => Promise.reject(new Error(m.campaignsNotEdited()))

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
  return <ResourceForm state={state} labels={labels} sections={sections()} readers={campaignFields.readers(labels)} submitLabel={m.createCampaign()} />
}
