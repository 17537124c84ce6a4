import { message, type Message } from '../../locale'

export const reasonStopFailed: Message<{ seq: string | number }> = /* @__PURE__ */ message('booking', 'reasonStopFailed', (i: { seq: string | number }) => {
	return (`Reason stop ${i?.seq} failed`)
})
