import type { LoginBody } from '../../contract/account'
import { readDraft } from '../../lib/drafts'

/** The sign-in form's draft (src/features/auth/login-screen.tsx): the email is kept, never the password. */
export const LOGIN_DRAFT = 'login'

type LoginValues = Partial<Record<keyof LoginBody, string>>
let typedBeforeScript: LoginValues = {}
const isField = (name: string): name is keyof LoginBody => name === 'email' || name === 'password'

/**
 * Called just before React takes over /login's HTML (src/main.tsx): what someone typed into the form before the script
 * ran becomes the form's starting values, so React's first render shows exactly what is on screen and hydration keeps
 * the fields, their focus and caret. An untouched field gets the kept email (the draft), as the form would show it.
 */
export function adoptPrerenderedLogin(container: HTMLElement): void {
  const draft = readDraft<LoginBody>(LOGIN_DRAFT) ?? {}
  for (const input of container.querySelectorAll<HTMLInputElement>('form input[name]')) {
    if (!isField(input.name)) continue
    const kept = draft[input.name]
    if (input.value !== '') typedBeforeScript[input.name] = input.value
    else if (typeof kept === 'string') input.value = kept
  }
}

/**
 * The sign-in form's starting values: the draft, and what was typed before the script ran. Read on every render attempt
 * (a hydration that suspends renders the form again from scratch), and forgotten only once the form has committed.
 */
export function loginStartValues(): LoginBody {
  return { email: '', password: '', ...readDraft<LoginBody>(LOGIN_DRAFT), ...typedBeforeScript }
}

/** The form has taken what was typed before the script ran: a later visit to /login starts from the draft alone. */
export function forgetTypedBeforeScript(): void {
  typedBeforeScript = {}
}
