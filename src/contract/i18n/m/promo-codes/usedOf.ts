import { message, type Message } from '../../locale'

export const usedOf: Message<{ used: string | number; limit: string | number }> = /* @__PURE__ */ message('promo-codes', 'usedOf', (i: { used: string | number; limit: string | number }) => {
	return (`${i?.used} / ${i?.limit}`)
})
