import { message, type Message } from '../../locale'

export const amountAnd: Message<{ rupees: string | number; paise: string | number }> = /* @__PURE__ */ message('money', 'amountAnd', (i: { rupees: string | number; paise: string | number }) => {
	return (`${i?.rupees} and ${i?.paise}`)
})
