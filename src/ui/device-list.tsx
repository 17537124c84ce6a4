import type { DeviceSession } from '../contract/team'
import * as m from '../paraglide/m/kit'
import { deviceName } from '../lib/device-name'
import { formatAge } from '../lib/format'
import { Button } from './button'
import { StatusBadge } from './status-badge'
import './styles/devices.css'

/**
 * Where a person is signed in (docs/accounts.md#sessions): one row per live session with its browser and system, its
 * address, when it was last used and "This device" for the one reading; `onSignOut` offers to end any other.
 */
export function DeviceList({ sessions, onSignOut, busy }: { sessions: readonly DeviceSession[]; onSignOut?: (id: string) => void; busy?: string | null }) {
  if (sessions.length === 0) return <p className="muted">{m.deviceNone()}</p>
  return (
    <ul className="device-list" aria-label={m.deviceSignOut()}>
      {sessions.map((session) => {
        const name = deviceName(session.user_agent)
        return (
          <li key={session.id} className="device-row">
            <div>
              <strong>{name}</strong> {session.current && <StatusBadge label={m.deviceThis()} tone="info" />}
              <p className="muted">
                {m.deviceLastSeen({ when: formatAge(session.last_seen_at) })}
                {session.ip ? ` · ${session.ip}` : ''}
              </p>
            </div>
            {onSignOut && !session.current && (
              <Button
                variant="secondary"
                size="sm"
                loading={busy === session.id}
                onClick={() => onSignOut(session.id)}
                aria-label={m.deviceSignOutOf({ device: name })}
              >
                {m.deviceSignOut()}
              </Button>
            )}
          </li>
        )
      })}
    </ul>
  )
}
