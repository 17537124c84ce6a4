import { message, type Message } from '../../locale'

export const exportFailed: Message = /* @__PURE__ */ message('kit', 'exportFailed', `The export failed.`)
