import { message, type Message } from '../../locale'

export const chooseLocation: Message<{ places: string | number }> = /* @__PURE__ */ message('catalogue', 'chooseLocation', (i: { places: string | number }) => {
	return (`Please choose a location: ${i?.places}`)
})
