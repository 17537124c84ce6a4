/**
 * After a submit that did not go through, bring the problem into view: the first field in error gets the focus (a phone
 * screen may show only the submit button), or else the form's alert is scrolled to. Runs after React has drawn the errors.
 */
export function revealProblem(): void {
  requestAnimationFrame(() => {
    const field = document.querySelector<HTMLElement>('form [aria-invalid="true"]')
    if (field) {
      field.focus({ preventScroll: true })
      field.scrollIntoView({ block: 'center', behavior: 'smooth' })
      return
    }
    document.querySelector<HTMLElement>('form .form-alert[role="alert"]')?.scrollIntoView({ block: 'center', behavior: 'smooth' })
  })
}
