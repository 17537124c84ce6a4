import { message, type Message } from '../../locale'

export const confirmDeleteBody: Message<{ name: string | number }> = /* @__PURE__ */ message('roles', 'confirmDeleteBody', (i: { name: string | number }) => {
	return (`${i?.name} will be deleted. Nobody has it now.`)
})
