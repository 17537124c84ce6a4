import type { ButtonHTMLAttributes } from 'react'
import { Spinner } from './spinner'

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger'
  size?: 'md' | 'sm'
  block?: boolean
  loading?: boolean
}

/** Disabled with a spinner while loading (docs/app.md#forms). */
export function Button({ variant = 'primary', size = 'md', block, loading = false, disabled, className, children, type = 'button', ...rest }: ButtonProps) {
  const classes = ['btn', `btn-${variant}`, size === 'sm' && 'btn-sm', block && 'btn-block', className].filter(Boolean).join(' ')
  return (
    <button type={type} className={classes} disabled={disabled || loading} aria-busy={loading || undefined} {...rest}>
      {loading && <Spinner />}
      {children}
    </button>
  )
}
