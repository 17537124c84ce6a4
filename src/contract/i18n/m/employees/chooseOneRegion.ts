import { message, type Message } from '../../locale'

export const chooseOneRegion: Message = /* @__PURE__ */ message('employees', 'chooseOneRegion', `Please choose at least one region`)
