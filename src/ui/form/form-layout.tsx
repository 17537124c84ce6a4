import { Link, type LinkProps } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { Skeleton } from '../states'
import { listPlace } from './list-place'
import '../styles/forms.css'
import * as m from '../../paraglide/m/form'

/** A titled group of fields inside a form; fields sit two to a row on wide screens (`wide` children span the row). */
export function FormSection({ title, text, children }: { title: string; text?: string; children: ReactNode }) {
  return (
    <section className="panel form-panel">
      <header>
        <h2 className="panel-title">{title}</h2>
        {text && <p className="muted">{text}</p>}
      </header>
      <div className="form-fields">{children}</div>
    </section>
  )
}

/** A field that takes the whole row of its section. */
export const FormWide = ({ children }: { children: ReactNode }) => <div className="form-wide">{children}</div>

/** Cancel beside the submit button, kept in view on wide screens; `beside` sits next to the button (a ride's fare). */
export function FormFooter({ cancelTo, beside, children }: { cancelTo?: LinkProps['to']; beside?: ReactNode; children: ReactNode }) {
  return (
    <div className="form-footer" data-beside={beside ? true : undefined}>
      {cancelTo && (
        <Link to={cancelTo} search={listPlace(String(cancelTo))} className="btn btn-ghost">
          {m.cancel()}
        </Link>
      )}
      {beside && <div className="form-footer-beside">{beside}</div>}
      <div className="form-footer-submit">{children}</div>
    </div>
  )
}

export function FormSkeleton({ label }: { label: string }) {
  return (
    <div className="resource-form" aria-busy="true" aria-label={label}>
      {[0, 1].map((key) => (
        <div key={key} className="panel">
          <Skeleton width="30%" height={20} />
          <Skeleton height={46} />
          <Skeleton height={46} />
          <Skeleton height={46} width="60%" />
        </div>
      ))}
    </div>
  )
}

/** The one way back from a form to its list, in the page header of every add and edit screen. */
export function BackLink({ to, children }: { to: LinkProps['to']; children: ReactNode }) {
  return (
    <Link to={to} search={listPlace(String(to)) as never} className="btn btn-secondary">
      {children}
    </Link>
  )
}
