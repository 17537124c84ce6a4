import { message, type Message } from '../../locale'

export const chooseOne: Message<{ label: string | number }> = /* @__PURE__ */ message('kit', 'chooseOne', (i: { label: string | number }) => {
	return (`${i?.label}: choose one`)
})
