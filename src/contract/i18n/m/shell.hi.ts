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
export const quickNav = () => {
	return (`शॉर्टकट`)
}
export const menu = () => {
	return (`मेन्यू`)
}
export const allAreas = () => {
	return (`सभी सेक्शन`)
}
export const closeMenu = () => {
	return (`मेन्यू बंद करें`)
}
export const pageMissing = () => {
	return (`यह पेज मौजूद नहीं है`)
}
export const pageMissingText = () => {
	return (`हो सकता है लिंक पुराना हो या गलत लिखा गया हो।`)
}
export const goBack = () => {
	return (`वापस जाएँ`)
}
export const openBackOffice = () => {
	return (`बैक ऑफ़िस खोलें`)
}
export const permissionsFailed = () => {
	return (`आपकी अनुमतियाँ लोड नहीं हो सकीं`)
}
export const noAccess = () => {
	return (`आपको इस पेज का एक्सेस नहीं है`)
}
export const noAccessText = () => {
	return (`आपके रोल में यह सेक्शन शामिल नहीं है। ज़रूरत हो तो अपने संगठन के ओनर से कहें।`)
}
export const goToDashboard = () => {
	return (`डैशबोर्ड पर जाएँ`)
}
