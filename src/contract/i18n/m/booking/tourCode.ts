import { message, type Message } from '../../locale'

export const tourCode: Message<{ code: string | number }> = /* @__PURE__ */ message('booking', 'tourCode', (i: { code: string | number }) => {
	return (`Tour ${i?.code}`)
})
