import { message, type Message } from '../../locale'

export const noRecords: Message = /* @__PURE__ */ message('palette', 'noRecords', `No records match`)
