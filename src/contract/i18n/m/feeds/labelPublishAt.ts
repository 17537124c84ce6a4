import { message, type Message } from '../../locale'

export const labelPublishAt: Message = /* @__PURE__ */ message('feeds', 'labelPublishAt', `Publish at`)
