import { message, type Message } from '../../locale'

export const reasonIs: Message<{ reason: string | number }> = /* @__PURE__ */ message('money', 'reasonIs', (i: { reason: string | number }) => {
	return (`Reason: ${i?.reason}`)
})
