import { useStore } from '@tanstack/react-form'
import { useOnline } from '../../lib/connectivity'
import { notices } from '../../lib/messages'
import { Button } from '../button'
import { WifiOffIcon } from '../icons'
import { useFormContext } from './form-context'
import { useServerErrorControl } from './server-error'

/**
 * Disabled with a spinner while saving, while a server error shows and the input is unchanged
 * (docs/app.md#forms), and while offline, saying why (docs/app.md#offline).
 */
export function SubmitButton({ label }: { label: string }) {
  const form = useFormContext()
  const submitting = useStore(form.store, (state) => state.isSubmitting)
  const online = useOnline()
  const serverError = useServerErrorControl()
  return (
    <div className="submit-row">
      <Button type="submit" block loading={submitting} disabled={!online || Boolean(serverError?.blocking)}>
        {label}
      </Button>
      {!online && (
        <p className="form-alert" data-tone="info" role="status">
          <WifiOffIcon size={18} />
          <span>{notices.offlineReason} Your input is kept; submit when you are back online.</span>
        </p>
      )}
    </div>
  )
}
