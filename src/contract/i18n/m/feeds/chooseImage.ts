import { message, type Message } from '../../locale'

export const chooseImage: Message = /* @__PURE__ */ message('feeds', 'chooseImage', `Please choose an image file`)
