import { message, type Message } from '../../locale'

export const importCounts: Message = /* @__PURE__ */ message('catalogue', 'importCounts', `Import counts`)
