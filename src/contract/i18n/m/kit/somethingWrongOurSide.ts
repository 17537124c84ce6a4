import { message, type Message } from '../../locale'

export const somethingWrongOurSide: Message = /* @__PURE__ */ message('kit', 'somethingWrongOurSide', `Something went wrong on our side. Reload to try again.`)
