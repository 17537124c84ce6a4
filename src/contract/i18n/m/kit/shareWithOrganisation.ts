import { message, type Message } from '../../locale'

export const shareWithOrganisation: Message = /* @__PURE__ */ message('kit', 'shareWithOrganisation', `Share with the organisation`)
