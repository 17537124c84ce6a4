import { message, type Message } from '../../locale'

export const nextStep: Message<{ title: string | number }> = /* @__PURE__ */ message('kit', 'nextStep', (i: { title: string | number }) => {
	return (`Next step: ${i?.title}`)
})
