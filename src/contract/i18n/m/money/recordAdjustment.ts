import { message, type Message } from '../../locale'

export const recordAdjustment: Message = /* @__PURE__ */ message('money', 'recordAdjustment', `Record adjustment`)
