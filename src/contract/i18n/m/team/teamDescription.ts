import { message, type Message } from '../../locale'

export const teamDescription: Message = /* @__PURE__ */ message('team', 'teamDescription', `Everyone with access to your organisation, their roles and where they are signed in.`)
