import { message, type Message } from '../../locale'

export const whereSignedIn: Message = /* @__PURE__ */ message('team', 'whereSignedIn', `Where they are signed in`)
