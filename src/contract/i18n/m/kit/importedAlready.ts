import { message, type Message } from '../../locale'

export const importedAlready: Message = /* @__PURE__ */ message('kit', 'importedAlready', `Imported.`)
