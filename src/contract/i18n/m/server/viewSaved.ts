import { message, type Message } from '../../locale'

export const viewSaved: Message = /* @__PURE__ */ message('server', 'viewSaved', `View saved`)
