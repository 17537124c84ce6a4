import { Link, type LinkProps } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { Skeleton } from '../../../ui/states'

/** A titled group of fields inside a form. */
export function FormSection({ title, text, children }: { title: string; text?: string; children: ReactNode }) {
  return (
    <section className="panel catalogue-section">
      <header>
        <h2 className="panel-title">{title}</h2>
        {text && <p className="muted">{text}</p>}
      </header>
      <div className="catalogue-fields">{children}</div>
    </section>
  )
}

/** Cancel beside the submit button. */
export function FormFooter({ cancelTo, children }: { cancelTo: LinkProps['to']; children: ReactNode }) {
  return (
    <div className="catalogue-footer">
      <Link to={cancelTo} className="btn btn-ghost">
        Cancel
      </Link>
      <div className="catalogue-footer-submit">{children}</div>
    </div>
  )
}

export function FormSkeleton({ label }: { label: string }) {
  return (
    <div className="catalogue-form" aria-busy="true" aria-label={label}>
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
