import { message, type Message } from '../../locale'

export const downloadTemplate: Message = /* @__PURE__ */ message('kit', 'downloadTemplate', `Download template`)
