import { message, type Message } from '../../locale'

export const importingRows: Message = /* @__PURE__ */ message('kit', 'importingRows', `Importing rows`)
