import { message, type Message } from '../../locale'

export const gridLoading: Message = /* @__PURE__ */ message('catalogue', 'gridLoading', `Loading the variants`)
