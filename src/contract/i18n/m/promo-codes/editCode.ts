import { message, type Message } from '../../locale'

export const editCode: Message<{ code: string | number }> = /* @__PURE__ */ message('promo-codes', 'editCode', (i: { code: string | number }) => {
	return (`Edit ${i?.code}`)
})
