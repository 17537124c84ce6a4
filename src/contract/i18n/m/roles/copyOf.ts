import { message, type Message } from '../../locale'

export const copyOf: Message<{ name: string | number }> = /* @__PURE__ */ message('roles', 'copyOf', (i: { name: string | number }) => {
	return (`Copy of ${i?.name}`)
})
