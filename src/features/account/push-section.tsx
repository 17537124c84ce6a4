import { useEffect, useState } from 'react'
import { messageResponse } from '../../contract/common'
import { pushKeyResponse, pushPaths } from '../../contract/inbox'
import * as m from '../../paraglide/m/account'
import { errorText } from '../../lib/api-error'
import { apiRequest } from '../../lib/http'
import { notifyError, notifySuccess } from '../../lib/toasts'
import { StatusSwitch } from '../../ui/status-switch'

// Push on this device (docs/areas/inbox.md#push): off until the person turns it on here; only then does the browser
// ask for permission (never at load). The subscription is this browser's, kept by the server for the signed-in person.

const supported = () => typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window

const subscription = async () => (await navigator.serviceWorker.ready).pushManager.getSubscription()

async function turnOn(): Promise<string> {
  if ((await Notification.requestPermission()) !== 'granted') throw new Error(m.pushDenied())
  const { data } = await apiRequest(pushPaths.key, { schema: pushKeyResponse })
  const registration = await navigator.serviceWorker.ready
  const made = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: data.public_key })
  const { endpoint, keys } = made.toJSON()
  return (await apiRequest(pushPaths.subscribe, { method: 'POST', body: { endpoint, keys }, schema: messageResponse })).message
}

async function turnOff(): Promise<string> {
  const current = await subscription()
  if (!current) return ''
  const { endpoint } = current
  await current.unsubscribe()
  return (await apiRequest(pushPaths.unsubscribe, { method: 'POST', body: { endpoint }, schema: messageResponse })).message
}

export function PushSection() {
  const [on, setOn] = useState(false)
  const [pending, setPending] = useState(false)
  const available = supported()
  useEffect(() => {
    if (!available) return
    void subscription()
      .then((current) => setOn(Boolean(current) && Notification.permission === 'granted'))
      .catch(() => undefined)
  }, [available])
  const change = async (next: boolean) => {
    setPending(true)
    try {
      const message = await (next ? turnOn() : turnOff())
      setOn(next)
      if (message) notifySuccess(message)
    } catch (error) {
      notifyError(errorText(error, Notification.permission === 'denied' ? m.pushDenied() : m.pushFailed()))
    } finally {
      setPending(false)
    }
  }
  return (
    <section className="panel" aria-labelledby="push-heading">
      <h2 id="push-heading" className="panel-title">
        {m.pushTitle()}
      </h2>
      <p className="muted">{m.pushText()}</p>
      {available ? (
        <StatusSwitch
          checked={on}
          onChange={(next) => void change(next)}
          label={m.pushSwitch()}
          pending={pending}
          states={[m.pushStates(), m.pushStatesOff()]}
        />
      ) : (
        <p>{m.pushUnsupported()}</p>
      )}
      <p className="muted">{m.pushIos()}</p>
    </section>
  )
}
