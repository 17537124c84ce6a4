import { message, type Message } from '../../locale'

export const viewSharedBy: Message<{ name: string | number }> = /* @__PURE__ */ message('kit', 'viewSharedBy', (i: { name: string | number }) => {
	return (`Shared by ${i?.name}`)
})
