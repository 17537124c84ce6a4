import { message, type Message } from '../../locale'

export const viewSaved: Message<{ name: string | number }> = /* @__PURE__ */ message('kit', 'viewSaved', (i: { name: string | number }) => {
	return (`View "${i?.name}" saved`)
})
