import { message, type Message } from '../../locale'

export const chooseComplaintWorker: Message = /* @__PURE__ */ message('complaints', 'chooseComplaintWorker', `Please choose someone who works on complaints`)
