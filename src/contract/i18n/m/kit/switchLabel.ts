import { message, type Message } from '../../locale'

export const switchLabel: Message<{ verb: string | number; name: string | number }> = /* @__PURE__ */ message('kit', 'switchLabel', (i: { verb: string | number; name: string | number }) => {
	return (`${i?.verb} ${i?.name}`)
})
