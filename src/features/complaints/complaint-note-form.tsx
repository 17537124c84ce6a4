import { revalidateLogic } from '@tanstack/react-form'
import { complaintNoteBody, type ComplaintNoteBody } from '../../contract/complaints'
import { clearDraft, readDraft } from '../../lib/drafts'
import { useAppForm } from '../../ui/form/app-form'
import { schemaErrors, useIdempotencyKey } from '../../ui/form/form-state'
import { useFormDraft } from '../../ui/form/use-form-draft'
import { addNote } from './api'
import type { useTicketWrite } from './use-ticket-write'

type NoteValues = { kind: ComplaintNoteBody['kind']; body: string }
const kinds = [
  { value: 'note', label: 'Internal note (staff only)' },
  { value: 'reply', label: 'Reply to the customer' },
]

/**
 * A note or reply on the timeline. What is typed is kept as a draft on this device (a reload or going offline loses
 * nothing), and a retry of the same text reuses its Idempotency-Key, so it makes one entry.
 */
export function ComplaintNoteForm({ id, writer }: { id: string; writer: ReturnType<typeof useTicketWrite> }) {
  const draftKey = `complaint-note:${id}`
  const idempotency = useIdempotencyKey(draftKey)
  const form = useAppForm({
    defaultValues: { kind: 'note', body: '', ...readDraft<NoteValues>(draftKey) } as NoteValues,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: ({ value }) => schemaErrors(complaintNoteBody, value) },
    onSubmit: async ({ value }) => {
      const saved = await writer.run('note', () => addNote(id, value, idempotency.keyFor(value)))
      if (!saved) return
      idempotency.forget()
      clearDraft(draftKey)
      form.reset({ kind: value.kind, body: '' })
    },
  })
  useFormDraft(form, draftKey)
  return (
    <form
      noValidate
      className="detail-main"
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
    >
      <form.AppField name="kind">{(field) => <field.SelectField label="Type" options={kinds} required />}</form.AppField>
      <form.AppField name="body">{(field) => <field.TextField label="Note" multiline required maxLength={2000} />}</form.AppField>
      <form.AppForm>
        <form.SubmitButton label="Add to timeline" />
      </form.AppForm>
    </form>
  )
}
