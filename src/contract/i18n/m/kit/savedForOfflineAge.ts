import { message, type Message } from '../../locale'

export const savedForOfflineAge: Message<{ age: string | number; size: string | number }> = /* @__PURE__ */ message('kit', 'savedForOfflineAge', (i: { age: string | number; size: string | number }) => {
	return (`Saved for offline ${i?.age} · ${i?.size}`)
})
