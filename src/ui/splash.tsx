import { LogoMark, PRODUCT_NAME } from './logo'
import { Spinner } from './spinner'
import * as m from '../paraglide/m/shell'

/** Full-screen loading splash (docs/app.md#layout): the logo and a 'Welcome to' greeting. */
export function Splash() {
  return (
    <div className="splash" role="status" aria-live="polite">
      <LogoMark size={64} />
      <p className="splash-greeting">{m.welcomeTo()}</p>
      <p className="splash-name">{PRODUCT_NAME}</p>
      <Spinner large label={m.loadingWorkspace()} />
    </div>
  )
}
