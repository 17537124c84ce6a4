import { message, type Message } from '../../locale'

export const newSurveyEmployee: Message = /* @__PURE__ */ message('palette', 'newSurveyEmployee', `New survey employee`)
