/**
 * After a submit that did not go through, bring the problem into view: the first field in error a person can act on
 * (enabled) gets the focus (a phone screen may show only the submit button), or else the form's alert is scrolled to.
 * Runs after React has drawn the errors.
 */
export function revealProblem(): void {
  requestAnimationFrame(() => {
    const field = document.querySelector<HTMLElement>('form [aria-invalid="true"]:not(:disabled)')
    if (field) {
      field.focus({ preventScroll: true })
      field.scrollIntoView({ block: 'center', behavior: 'smooth' })
      return
    }
    const alert = document.querySelector<HTMLElement>('form .form-alert[role="alert"]')
    alert?.scrollIntoView({ block: 'center', behavior: 'smooth' })
    // Focus that fell to the page (the button pressed is gone: a review step closed) goes to the button that tries again.
    if (alert && (!document.activeElement || document.activeElement === document.body)) {
      alert.closest('form')?.querySelector<HTMLElement>('[type="submit"]')?.focus({ preventScroll: true })
    }
  })
}
