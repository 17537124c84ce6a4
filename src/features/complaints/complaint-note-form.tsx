import { complaintNoteBody, type ComplaintDetail } from '../../contract/complaints'
import * as m from '../../paraglide/m/complaints'
import { choice, formFields, text, validateWith } from '../../ui/form/codecs'
import { MentionSuggestions } from '../../ui/form/mention-suggestions'
import { FormFrame } from '../../ui/form/resource-form'
import { ServerErrorAlert } from '../../ui/form/server-error-alert'
import { useResourceForm } from '../../ui/form/use-resource-form'
import { addNote } from './api'
import { ticketCache } from './complaint-actions'

const noteFields = formFields({ kind: choice<'note' | 'reply'>('note'), body: text, updated_at: text })
type NoteValues = ReturnType<typeof noteFields.empty>
const kinds = () => [
  { value: 'note', label: m.kindNote() },
  { value: 'reply', label: m.kindReply() },
]
const bodyOf = ({ kind, body }: NoteValues) => ({ kind, body })

/**
 * A note or reply on the timeline, on the form kit: what is typed is kept as a draft on this device (a reload or going
 * offline loses nothing), and a retry of the same text reuses its Idempotency-Key, so it makes one entry. After a
 * save the form stays, empty, with the same kind.
 */
export function ComplaintNoteForm({ id }: { id: string }) {
  const state = useResourceForm<NoteValues, ComplaintDetail>({
    draftKey: `complaint-note:${id}`,
    // After a save the next note starts with the same kind.
    empty: (sent) => noteFields.empty(sent ? { kind: sent.kind } : {}),
    validate: validateWith(complaintNoteBody, bodyOf),
    create: (values, key) => addNote(id, bodyOf(values), key),
    cache: ticketCache,
    errors: { fallback: m.saveFailed() },
  })
  const { form } = state
  return (
    <FormFrame state={state} className="detail-main">
      <form.AppField name="kind">{(field) => <field.SelectField label={m.fieldType()} options={kinds()} required />}</form.AppField>
      <form.AppField name="body">
        {(field) => (
          <>
            <field.TextField label={m.fieldNote()} multiline required maxLength={2000} />
            <MentionSuggestions value={field.state.value} onPick={field.handleChange} />
          </>
        )}
      </form.AppField>
      <ServerErrorAlert />
      <form.AppForm>
        <form.SubmitButton label={m.addToTimeline()} />
      </form.AppForm>
    </FormFrame>
  )
}
