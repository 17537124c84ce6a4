import { message, type Message } from '../../locale'

export const typeAnnouncement: Message = /* @__PURE__ */ message('feeds', 'typeAnnouncement', `Announcement`)
