import { Link } from '@tanstack/react-router'
import { AuthHeading } from './auth-layout'
import * as m from '../../../paraglide/m/auth'

/** Shown when a code screen is opened without the email it belongs to (a new tab, cleared storage). */
export function MissingEmail({ to, action }: { to: '/login' | '/forgot-password'; action: string }) {
  return (
    <>
      <AuthHeading title={m.startAgain()} text={m.unknownCodeAccount()} />
      <Link className="btn btn-primary btn-block" to={to}>
        {action}
      </Link>
    </>
  )
}
