import type { HistoryRecordType } from '../../contract/history'
import { notePaths, recordNoteAnswer, recordNoteBody, type NotedRecordType } from '../../contract/inbox/record-notes'
import { apiRequest } from '../../lib/http'
import { historyKeys } from '../../lib/history-queries'
import * as m from '../../paraglide/m/inbox'
import { formFields, text, validateWith } from './codecs'
import { MentionSuggestions } from './mention-suggestions'
import { FormFrame } from './resource-form'
import { ServerErrorAlert } from './server-error-alert'
import { useResourceForm } from './use-resource-form'

const noteFields = formFields({ body: text, updated_at: text })
type NoteValues = ReturnType<typeof noteFields.empty>
type Note = { record_type: NotedRecordType; record_id: string; body: string }

/**
 * A record's note field (docs/areas/inbox.md#notes-on-records), above its History section: '@' offers the
 * organisation's members, and a saved note shows in the history, which it refetches. What is typed is kept as a draft
 * on this device, and a retry reuses its Idempotency-Key. Shown to whoever may edit the record.
 */
export function RecordNotes({ type, id }: { type: NotedRecordType & HistoryRecordType; id: string }) {
  const state = useResourceForm<NoteValues, Note>({
    draftKey: `record-note:${type}:${id}`,
    empty: noteFields.empty(),
    validate: validateWith(recordNoteBody, ({ body }) => ({ body })),
    create: (values, key) =>
      apiRequest(notePaths.add(type, id), { method: 'POST', body: { body: values.body }, headers: { 'Idempotency-Key': key }, schema: recordNoteAnswer }),
    // The saved note is an entry of the record's history: that is what refetches.
    cache: { keys: { lists: () => historyKeys.record(type, id), detail: () => ['record-notes', type, id] }, rowId: () => id, inLists: false },
    errors: { fallback: m.noteFailed() },
  })
  const { form } = state
  return (
    <section className="panel" aria-labelledby={`notes-${id}`}>
      <h2 id={`notes-${id}`} className="panel-title">
        {m.notesHeading()}
      </h2>
      <FormFrame state={state}>
        <form.AppField name="body">
          {(field) => (
            <>
              <field.TextField label={m.noteField()} hint={m.noteHint()} multiline required maxLength={2000} />
              <MentionSuggestions value={field.state.value} onPick={field.handleChange} />
            </>
          )}
        </form.AppField>
        <ServerErrorAlert />
        <form.AppForm>
          <form.SubmitButton label={m.addNote()} />
        </form.AppForm>
      </FormFrame>
    </section>
  )
}
