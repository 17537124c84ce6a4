import { message, type Message } from '../../locale'

export const importLink: Message = /* @__PURE__ */ message('catalogue', 'importLink', `Import`)
