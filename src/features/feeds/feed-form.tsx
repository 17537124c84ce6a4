import { feedLabels, feedStaleResponse, feedTypeLabels, feedTypes, type Feed } from '../../contract/feeds'
import type { SectionSpec } from '../../ui/form/declared-fields'
import { FormSection } from '../../ui/form/form-layout'
import { ImagePicker } from '../../ui/form/image-picker'
import { ResourceForm } from '../../ui/form/resource-form'
import { oneImage, useImageInput } from '../../ui/form/use-image-input'
import { useResourceForm } from '../../ui/form/use-resource-form'
import { createFeed, feeds, updateFeed } from './api'
import { feedFields, feedFormData, newFeed, validateFeed, type FeedFormValues } from './form-values'
import * as m from '../../paraglide/m/feeds'

const typeOptions = () => feedTypes.map((value) => ({ value, label: feedTypeLabels[value] }))
const labels = feedLabels
const sections = (): SectionSpec<FeedFormValues>[] => [
  {
    title: m.postSection(),
    text: m.postSectionText(),
    fields: {
      title: { maxLength: 120, placeholder: m.titlePlaceholder(), required: true },
      type: { kind: 'select', options: typeOptions(), required: true },
      body: { maxLength: 2000, multiline: true, required: true, wide: true },
    },
  },
  {
    title: m.publishingSection(),
    text: m.publishingSectionText(),
    fields: {
      publish_at: { type: 'datetime-local', required: true },
      status: { kind: 'switch', on: m.published(), off: m.unpublished(), hint: m.statusHint() },
    },
  },
]

/** One form for create and update (edit and unpublish): the form kit does drafts, errors, saving and conflicts. */
export function FeedForm({ record, draftKey }: { record?: Feed; draftKey: string }) {
  const media = useImageInput(draftKey, oneImage(record?.media_url), (latest: Feed) => oneImage(latest.media_url))
  const state = useResourceForm({
    draftKey,
    record,
    empty: newFeed(),
    valuesOf: feedFields.read,
    validate: validateFeed,
    create: (values, key) => createFeed(feedFormData(values, media.files), key),
    update: (values, feed) => updateFeed(feed.id, feedFormData(values, media.files, { updated_at: values.updated_at, remove_media: media.removed.length > 0 })),
    staleSchema: feedStaleResponse,
    cache: { keys: feeds.keys, rowId: (feed) => feed.id },
    listPath: '/feeds',
    // docs/areas/feeds.md#messages: feed creation failures carry their text per field in `errors`.
    errors: { fields: ['errors', 'message', 'error', 'detail'] },
    extra: media.extra,
  })
  return (
    <ResourceForm
      state={state}
      labels={labels}
      sections={sections()}
      readers={feedFields.readers(labels)}
      submitLabel={record ? m.saveChanges() : m.publishPost()}
    >
      <FormSection title={m.labelImage()} text={m.imageSectionText()}>
        <ImagePicker name="media" label={labels.media_url} maxCount={1} {...media.picker} />
      </FormSection>
    </ResourceForm>
  )
}
