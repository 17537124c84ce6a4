import { message, type Message } from '../../locale'

export const gridLoadFailed: Message = /* @__PURE__ */ message('catalogue', 'gridLoadFailed', `Could not load the variants`)
