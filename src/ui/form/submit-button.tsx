import { useStore } from '@tanstack/react-form'
import { useFormContext } from './form-context'
import { useServerErrorControl } from './server-error'
import { SubmitRow } from './submit-row'

/** The submit of a kit form (src/ui/form/app-form.ts): its state comes from the form and the server's last answer. */
export function SubmitButton({ label }: { label: string }) {
  const form = useFormContext()
  const submitting = useStore(form.store, (state) => state.isSubmitting)
  return <SubmitRow label={label} submitting={submitting} serverError={useServerErrorControl()} />
}
