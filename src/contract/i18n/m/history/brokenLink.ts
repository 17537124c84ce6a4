import { message, type Message } from '../../locale'

export const brokenLink: Message<{ seq: string | number }> = /* @__PURE__ */ message('history', 'brokenLink', (i: { seq: string | number }) => {
	return (`The history has a broken link at entry ${i?.seq}.`)
})
