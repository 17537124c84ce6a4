import { message, type Message } from '../../locale'

export const loadingWorkspace: Message = /* @__PURE__ */ message('shell', 'loadingWorkspace', `Loading your workspace`)
