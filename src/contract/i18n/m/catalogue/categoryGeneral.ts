import { message, type Message } from '../../locale'

export const categoryGeneral: Message<{ name: string | number }> = /* @__PURE__ */ message('catalogue', 'categoryGeneral', (i: { name: string | number }) => {
	return (`${i?.name} (general)`)
})
