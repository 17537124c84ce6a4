import { LogoMark, PRODUCT_NAME } from './logo'
import { Spinner } from './spinner'

/** Full-screen loading splash (docs/app.md#layout): the logo and a 'Welcome to' greeting. */
export function Splash() {
  return (
    <div className="splash" role="status" aria-live="polite">
      <LogoMark size={64} />
      <p className="splash-greeting">Welcome to</p>
      <p className="splash-name">{PRODUCT_NAME}</p>
      <Spinner large label="Loading your workspace" />
    </div>
  )
}
