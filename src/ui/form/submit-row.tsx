import { useRouter } from '@tanstack/react-router'
import { useOnline } from '../../lib/connectivity'
import { useMayChange } from '../../lib/permissions-store'
import { Button } from '../button'
import * as m from '../../paraglide/m/shell'
import { WriteNotices } from '../write-notices'
import type { ServerErrorControl } from './server-error'

/**
 * A form's submit: disabled with a spinner while saving, while the server's verdict on the input shows and the input is
 * unchanged (docs/app.md#forms), and while offline, saying why (docs/app.md#offline). After a failure that says nothing
 * about the input (a 5xx, a timeout, no answer) it stays enabled and says "Try again". On a screen the person's role
 * only views it is disabled, saying so (the server refuses the write anyway).
 */
export function SubmitRow({ label, submitting, serverError }: { label: string; submitting: boolean; serverError: ServerErrorControl | null }) {
  const online = useOnline()
  // The sign-in forms render before (and the kit's tests without) a router: there the page's own path is read.
  const router = useRouter({ warn: false }) as ReturnType<typeof useRouter> | null
  const changes = useMayChange(router ? router.state.location.pathname : window.location.pathname)
  return (
    <div className="submit-row">
      <Button type="submit" block loading={submitting} disabled={!online || !changes || Boolean(serverError?.blocking)}>
        {serverError?.retry ? m.tryAgain() : label}
      </Button>
      <WriteNotices online={online} mayChange={changes} offlineNext={m.inputKept()} />
    </div>
  )
}
