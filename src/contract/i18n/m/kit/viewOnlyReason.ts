import { message, type Message } from '../../locale'

export const viewOnlyReason: Message = /* @__PURE__ */ message('kit', 'viewOnlyReason', `You can view this screen but not change it.`)
