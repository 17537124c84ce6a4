import { message, type Message } from '../../locale'

export const deactivateConfirm: Message<{ name: string | number }> = /* @__PURE__ */ message('team', 'deactivateConfirm', (i: { name: string | number }) => {
	return (`Deactivate ${i?.name}? They are signed out of every device at once.`)
})
