import { message, type Message } from '../../locale'

export const regionOption: Message<{ name: string | number; count: string | number }> = /* @__PURE__ */ message('employees', 'regionOption', (i: { name: string | number; count: string | number }) => {
	return (`${i?.name} (${i?.count})`)
})
