import type { NoticeMessage } from '../../auth/code-transport'
import { digestInbox, digestIntro, digestSubject, noticeOpen, noticeWhy, product } from '../../../src/paraglide/m/mail'

// A notification by email at once, and the daily digest of the unread ones (docs/areas/inbox.md#email): the titles
// are already in the person's language (written so in the inbox); the frame is the `mail` catalogue's.

type Page = (lang: string, title: string, body: string) => string

export function renderNotice(message: NoticeMessage, escape: (text: string) => string, page: Page) {
  const options = { locale: message.language }
  const signature = product(undefined, options)
  const why = noticeWhy(undefined, options)
  const link = (href: string, label: string) => `<a href="${escape(href)}">${escape(label)}</a>`
  const itemHtml = (item: NoticeMessage['items'][number]) =>
    `<li><strong>${escape(item.title)}</strong>${item.body ? `<br>${escape(item.body)}` : ''}${item.link ? `<br>${link(item.link, noticeOpen(undefined, options))}` : ''}</li>`
  const itemText = (item: NoticeMessage['items'][number]) =>
    [`- ${item.title}`, item.body && `  ${item.body}`, item.link && `  ${item.link}`].filter(Boolean).join('\n')
  if (message.purpose === 'notice') {
    const [item] = message.items
    const subject = item?.title ?? signature
    const open = item?.link ?? message.inbox
    const text = [subject, item?.body, '', `${noticeOpen(undefined, options)}: ${open}`, '', why, '', signature].filter((line) => line !== undefined).join('\n')
    const html = page(
      message.language,
      subject,
      `<p><strong>${escape(subject)}</strong></p>${item?.body ? `<p>${escape(item.body)}</p>` : ''}<p>${link(open, noticeOpen(undefined, options))}</p><p>${escape(why)}</p><p>${escape(signature)}</p>`,
    )
    return { subject, text, html, sms: subject }
  }
  const subject = digestSubject({ count: message.items.length }, options)
  const intro = digestIntro(undefined, options)
  const inbox = digestInbox(undefined, options)
  const text = [intro, '', ...message.items.map(itemText), '', `${inbox}: ${message.inbox}`, '', why, '', signature].join('\n')
  const html = page(
    message.language,
    subject,
    `<p>${escape(intro)}</p><ul>${message.items.map(itemHtml).join('')}</ul><p>${link(message.inbox, inbox)}</p><p>${escape(why)}</p><p>${escape(signature)}</p>`,
  )
  return { subject, text, html, sms: subject }
}
