import { message, type Message } from '../../locale'

export const deviceSignedIn: Message<{ when: string | number }> = /* @__PURE__ */ message('kit', 'deviceSignedIn', (i: { when: string | number }) => {
	return (`Signed in ${i?.when}`)
})
