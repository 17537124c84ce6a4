import { AlertIcon } from '../icons'
import { useServerErrorControl } from './server-error'

/** The server's message when it names no field, shown above the submit button. */
export function ServerErrorAlert() {
  const error = useServerErrorControl()?.error
  if (!error || Object.keys(error.fields).length) return null
  return (
    <p className="form-alert" role="alert">
      <AlertIcon size={18} />
      <span>{error.message}</span>
    </p>
  )
}
