import { message, type Message } from '../../locale'

export const offlineSavedAge: Message<{ age: string | number }> = /* @__PURE__ */ message('kit', 'offlineSavedAge', (i: { age: string | number }) => {
	return (`Offline · showing data saved ${i?.age}`)
})
