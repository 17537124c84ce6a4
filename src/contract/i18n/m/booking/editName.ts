import { message, type Message } from '../../locale'

export const editName: Message<{ name: string | number }> = /* @__PURE__ */ message('booking', 'editName', (i: { name: string | number }) => {
	return (`Edit ${i?.name}`)
})
