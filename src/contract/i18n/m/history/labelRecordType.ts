import { message, type Message } from '../../locale'

export const labelRecordType: Message = /* @__PURE__ */ message('history', 'labelRecordType', `Record type`)
