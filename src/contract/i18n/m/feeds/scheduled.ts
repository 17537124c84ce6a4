import { message, type Message } from '../../locale'

export const scheduled: Message<{ date: string | number }> = /* @__PURE__ */ message('feeds', 'scheduled', (i: { date: string | number }) => {
	return (`${i?.date} (scheduled)`)
})
