import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { notificationKindLabels, notificationKinds } from '../../contract/inbox'
import {
  defaultTimeZone,
  notificationSettingsPath,
  notificationSettingsResponse,
  type Channels,
  type NotificationSettings,
} from '../../contract/inbox/notification-settings'
import * as m from '../../paraglide/m/inbox'
import { errorText } from '../../lib/api-error'
import { apiRequest } from '../../lib/http'
import { notifyError, notifySuccess } from '../../lib/toasts'
import { Button } from '../../ui/button'
import { ErrorState, Skeleton } from '../../ui/states'
// The checkbox rows' 44 px targets live with the form kit's checkbox group.
import '../../ui/styles/map-sketch.css'
import './notification-settings.css'

// Notification preferences (docs/areas/inbox.md#preferences): per kind, push and email at once (the inbox always has
// it), the daily digest, and quiet hours in the person's time zone. The server checks and keeps them.

const settingsKey = ['notification-settings'] as const
const zones = (): string[] => (typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [defaultTimeZone])
const channelNames: (keyof Channels)[] = ['push', 'email']
const channelLabel = (channel: keyof Channels) => (channel === 'push' ? m.channelPush() : m.channelEmail())

export function NotificationSettingsSection() {
  const client = useQueryClient()
  const query = useQuery({
    queryKey: settingsKey,
    queryFn: async () => (await apiRequest(notificationSettingsPath, { schema: notificationSettingsResponse })).data,
  })
  // What the person changed and has not saved yet; the saved preferences otherwise.
  const [edited, setEdited] = useState<NotificationSettings | null>(null)
  const draft = edited ?? query.data ?? null
  const save = useMutation({
    mutationFn: (settings: NotificationSettings) =>
      apiRequest(notificationSettingsPath, { method: 'PUT', body: settings, schema: notificationSettingsResponse }),
    onSuccess: (answer) => {
      client.setQueryData(settingsKey, answer.data)
      setEdited(null)
      notifySuccess(answer.message)
    },
    onError: (error) => notifyError(errorText(error, m.actionFailed())),
  })
  const change = (next: Partial<NotificationSettings>) => setEdited(draft ? { ...draft, ...next } : null)
  const quiet = draft?.quiet_start != null
  return (
    <section className="panel" aria-labelledby="notification-settings-heading">
      <h2 id="notification-settings-heading" className="panel-title">
        {m.settingsTitle()}
      </h2>
      <p className="muted">{m.settingsText()}</p>
      {query.isError && !query.data ? (
        <ErrorState text={errorText(query.error, m.settingsLoadFailed())} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : !draft ? (
        <Skeleton height={160} />
      ) : (
        <form
          className="notification-settings"
          onSubmit={(event) => {
            event.preventDefault()
            save.mutate(draft)
          }}
        >
          {notificationKinds.map((kind) => (
            <fieldset key={kind} className="checkbox-group">
              <legend className="field-label">{notificationKindLabels[kind]}</legend>
              <div className="checkbox-options">
                {channelNames.map((channel) => (
                  <label key={channel} className="checkbox-option">
                    <input
                      type="checkbox"
                      name={`${kind}-${channel}`}
                      checked={draft.channels[kind][channel]}
                      onChange={(event) => change({ channels: { ...draft.channels, [kind]: { ...draft.channels[kind], [channel]: event.target.checked } } })}
                    />
                    <span>{channelLabel(channel)}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
          <label className="checkbox-option">
            <input type="checkbox" name="digest" checked={draft.digest} onChange={(event) => change({ digest: event.target.checked })} />
            <span>{m.digestSwitch()}</span>
          </label>
          <fieldset className="checkbox-group">
            <legend className="field-label">{m.quietTitle()}</legend>
            <p className="muted">{m.quietText()}</p>
            <label className="checkbox-option">
              <input
                type="checkbox"
                name="quiet"
                checked={quiet}
                onChange={(event) => change(event.target.checked ? { quiet_start: '22:00', quiet_end: '07:00' } : { quiet_start: null, quiet_end: null })}
              />
              <span>{m.quietOn()}</span>
            </label>
            {quiet && (
              <div className="quiet-hours">
                <label className="field">
                  <span className="field-label">{m.quietStart()}</span>
                  <input
                    className="input"
                    type="time"
                    name="quiet_start"
                    value={draft.quiet_start ?? ''}
                    onChange={(event) => change({ quiet_start: event.target.value })}
                  />
                </label>
                <label className="field">
                  <span className="field-label">{m.quietEnd()}</span>
                  <input
                    className="input"
                    type="time"
                    name="quiet_end"
                    value={draft.quiet_end ?? ''}
                    onChange={(event) => change({ quiet_end: event.target.value })}
                  />
                </label>
              </div>
            )}
          </fieldset>
          <label className="field">
            <span className="field-label">{m.timeZone()}</span>
            <input
              className="input"
              name="time_zone"
              list="time-zones"
              value={draft.time_zone}
              onChange={(event) => change({ time_zone: event.target.value })}
            />
            <datalist id="time-zones">
              {zones().map((zone) => (
                <option key={zone} value={zone} />
              ))}
            </datalist>
          </label>
          <div>
            <Button type="submit" loading={save.isPending}>
              {m.settingsSave()}
            </Button>
          </div>
        </form>
      )}
    </section>
  )
}
