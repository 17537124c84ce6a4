export function Spinner({ large = false, label }: { large?: boolean; label?: string }) {
  return (
    <span className={large ? 'spinner spinner-lg' : 'spinner'} role={label ? 'status' : undefined} aria-label={label} aria-hidden={label ? undefined : true} />
  )
}
