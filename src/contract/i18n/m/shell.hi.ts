// Written by scripts/i18n.mjs from messages/*/<area>.json: edit the catalogues, then run `npm run i18n`.

export const skipToContent = () => {
	return (`सीधे कंटेंट पर जाएँ`)
}
export const welcomeTo = () => {
	return (`स्वागत है`)
}
export const loadingWorkspace = () => {
	return (`आपका वर्कस्पेस खुल रहा है`)
}
export const toLightTheme = () => {
	return (`लाइट थीम पर जाएँ`)
}
export const toDarkTheme = () => {
	return (`डार्क थीम पर जाएँ`)
}
export const accountOf = (i: { name: string | number }) => {
	return (`${i?.name} का खाता`)
}
export const mainNav = () => {
	return (`मुख्य मेन्यू`)
}
export const language = () => {
	return (`भाषा`)
}
export const tryAgain = () => {
	return (`फिर से कोशिश करें`)
}
export const showPassword = () => {
	return (`पासवर्ड दिखाएँ`)
}
export const hidePassword = () => {
	return (`पासवर्ड छिपाएँ`)
}
