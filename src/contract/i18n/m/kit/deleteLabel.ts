import { message, type Message } from '../../locale'

export const deleteLabel: Message = /* @__PURE__ */ message('kit', 'deleteLabel', `Delete`)
