import { message, type Message } from '../../locale'

export const deleteView: Message<{ name: string | number }> = /* @__PURE__ */ message('kit', 'deleteView', (i: { name: string | number }) => {
	return (`Delete view ${i?.name}`)
})
