import { message, type Message } from '../../locale'

export const trialBalanceAsOn: Message<{ day: string | number }> = /* @__PURE__ */ message('money', 'trialBalanceAsOn', (i: { day: string | number }) => {
	return (`Trial balance as on ${i?.day}`)
})
