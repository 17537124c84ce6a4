import { message, type Message } from '../../locale'

export const markStopDoneQuestion: Message<{ seq: string | number }> = /* @__PURE__ */ message('booking', 'markStopDoneQuestion', (i: { seq: string | number }) => {
	return (`Mark stop ${i?.seq} done?`)
})
