import { message, type Message } from '../../locale'

export const copyNamed: Message<{ name: string | number }> = /* @__PURE__ */ message('roles', 'copyNamed', (i: { name: string | number }) => {
	return (`Copy ${i?.name}`)
})
