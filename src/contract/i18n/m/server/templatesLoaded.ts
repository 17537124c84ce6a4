import { message, type Message } from '../../locale'

export const templatesLoaded: Message = /* @__PURE__ */ message('server', 'templatesLoaded', `Product templates loaded`)
