import { message, type Message } from '../../locale'

export const markStopDone: Message<{ seq: string | number }> = /* @__PURE__ */ message('booking', 'markStopDone', (i: { seq: string | number }) => {
	return (`Mark stop ${i?.seq} done`)
})
