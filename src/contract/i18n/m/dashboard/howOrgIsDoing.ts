import { message, type Message } from '../../locale'

export const howOrgIsDoing: Message<{ name: string | number }> = /* @__PURE__ */ message('dashboard', 'howOrgIsDoing', (i: { name: string | number }) => {
	return (`How ${i?.name} is doing today.`)
})
