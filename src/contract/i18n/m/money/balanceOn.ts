import { message, type Message } from '../../locale'

export const balanceOn: Message<{ amount: string | number; day: string | number }> = /* @__PURE__ */ message('money', 'balanceOn', (i: { amount: string | number; day: string | number }) => {
	return (`${i?.amount} on ${i?.day}`)
})
