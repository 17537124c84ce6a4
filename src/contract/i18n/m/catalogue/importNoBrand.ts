import { message, type Message } from '../../locale'

export const importNoBrand: Message<{ name: string | number }> = /* @__PURE__ */ message('catalogue', 'importNoBrand', (i: { name: string | number }) => {
	return (`No brand "${i?.name}" in your organisation.`)
})
