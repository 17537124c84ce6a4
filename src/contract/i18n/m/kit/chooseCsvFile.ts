import { message, type Message } from '../../locale'

export const chooseCsvFile: Message = /* @__PURE__ */ message('kit', 'chooseCsvFile', `Choose a CSV file`)
