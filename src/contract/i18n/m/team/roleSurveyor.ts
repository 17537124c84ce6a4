import { message, type Message } from '../../locale'

export const roleSurveyor: Message = /* @__PURE__ */ message('team', 'roleSurveyor', `Surveyor`)
