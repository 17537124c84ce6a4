import { message, type Message } from '../../locale'

export const importStep: Message = /* @__PURE__ */ message('kit', 'importStep', `3. Import`)
