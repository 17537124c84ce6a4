import { message, type Message } from '../../locale'

export const emailAlreadyMember: Message = /* @__PURE__ */ message('team', 'emailAlreadyMember', `This person is already a member of your organisation.`)
