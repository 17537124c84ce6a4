import { message, type Message } from '../../locale'

export const importNoTemplate: Message<{ name: string | number; brand: string | number }> = /* @__PURE__ */ message('catalogue', 'importNoTemplate', (i: { name: string | number; brand: string | number }) => {
	return (`No product template "${i?.name}" of the brand ${i?.brand}.`)
})
