import { message, type Message } from '../../locale'

export const labelPhotos: Message = /* @__PURE__ */ message('catalogue', 'labelPhotos', `Photos`)
