import { message, type Message } from '../../locale'

export const noBrand: Message<{ name: string | number }> = /* @__PURE__ */ message('promo-codes', 'noBrand', (i: { name: string | number }) => {
	return (`No brand "${i?.name}" in your organisation.`)
})
