import { message, type Message } from '../../locale'

export const chooseGrant: Message = /* @__PURE__ */ message('roles', 'chooseGrant', `Choose no access, view, or view and change`)
