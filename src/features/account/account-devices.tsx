import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { messageResponse } from '../../contract/common'
import { sessionListResponse, teamPaths } from '../../contract/team'
import * as m from '../../paraglide/m/account'
import { errorText } from '../../lib/api-error'
import { apiRequest } from '../../lib/http'
import { notifyError, notifySuccess } from '../../lib/toasts'
import { Button } from '../../ui/button'
import { DeviceList } from '../../ui/device-list'
import { ErrorState, Skeleton } from '../../ui/states'

const devicesKey = ['account', 'sessions'] as const

/** Where the person is signed in (docs/accounts.md#sessions): sign out any other device, or all of them at once. */
export function AccountDevices() {
  const queryClient = useQueryClient()
  const devices = useQuery({
    queryKey: devicesKey,
    queryFn: ({ signal }) => apiRequest(teamPaths.mySessions, { schema: sessionListResponse, signal }).then((body) => body.data),
  })
  const end = useMutation({
    mutationFn: (id: string | null) =>
      apiRequest(id ? teamPaths.endMySession(id) : teamPaths.endOtherSessions, { method: 'POST', body: {}, schema: messageResponse }),
    onSuccess: (result) => notifySuccess(result.message),
    onError: (error) => notifyError(errorText(error, m.devicesFailed())),
    onSettled: () => queryClient.invalidateQueries({ queryKey: devicesKey }),
  })
  const others = (devices.data ?? []).filter((device) => !device.current).length
  return (
    <section className="panel" aria-labelledby="devices-heading">
      <h2 id="devices-heading" className="panel-title">
        {m.devicesTitle()}
      </h2>
      <p className="muted">{m.devicesText()}</p>
      {devices.isPending ? (
        <Skeleton width="70%" />
      ) : devices.isError ? (
        <ErrorState text={errorText(devices.error, m.devicesFailed())} onRetry={() => void devices.refetch()} retrying={devices.isFetching} />
      ) : (
        <DeviceList sessions={devices.data} onSignOut={(id) => end.mutate(id)} busy={end.isPending ? end.variables : null} />
      )}
      {others > 0 && (
        <Button variant="secondary" loading={end.isPending && end.variables === null} onClick={() => end.mutate(null)}>
          {m.signOutOthers()}
        </Button>
      )}
    </section>
  )
}
