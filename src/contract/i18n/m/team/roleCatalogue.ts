import { message, type Message } from '../../locale'

export const roleCatalogue: Message = /* @__PURE__ */ message('team', 'roleCatalogue', `Catalogue`)
