import { message, type Message } from '../../locale'

export const notAnImage: Message = /* @__PURE__ */ message('server', 'notAnImage', `This file is not a JPEG, PNG or WebP image`)
