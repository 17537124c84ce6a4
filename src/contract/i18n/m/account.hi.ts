// Written by scripts/i18n.mjs from messages/*/<area>.json: edit the catalogues, then run `npm run i18n`.

export const languageSaved = () => {
	return (`भाषा सेव हो गई`)
}
export const signOut = () => {
	return (`साइन आउट`)
}
export const title = () => {
	return (`खाता`)
}
export const description = () => {
	return (`आपका संगठन और साइन इन किया हुआ व्यक्ति।`)
}
export const loading = () => {
	return (`खाता लोड हो रहा है`)
}
export const fetchFailed = () => {
	return (`संगठन की जानकारी नहीं मिल पाई`)
}
export const organisation = () => {
	return (`संगठन`)
}
export const city = () => {
	return (`शहर`)
}
export const address = () => {
	return (`पता`)
}
export const memberSince = () => {
	return (`कब से जुड़े हैं`)
}
export const signedInAs = () => {
	return (`साइन इन किया है`)
}
export const name = () => {
	return (`नाम`)
}
export const email = () => {
	return (`ईमेल`)
}
export const phone = () => {
	return (`फ़ोन`)
}
export const role = () => {
	return (`रोल`)
}
export const language = () => {
	return (`भाषा`)
}
export const languageHint = () => {
	return (`आप जिस भी डिवाइस पर साइन इन करें, ऐप, उसके संदेश और सर्वर के जवाब इसी भाषा में आएँगे।`)
}
export const tileTeamMembers = () => {
	return (`टीम के सदस्य`)
}
export const tileActiveSignIns = () => {
	return (`चालू साइन-इन`)
}
export const seriesSignIns = () => {
	return (`साइन-इन`)
}
export const devicesTitle = () => {
	return (`आप कहाँ साइन इन हैं`)
}
export const devicesText = () => {
	return (`हर डिवाइस और ब्राउज़र जहाँ आपका खाता खुला है। जिसे आप नहीं पहचानते, वहाँ से साइन आउट करें।`)
}
export const signOutOthers = () => {
	return (`बाकी सभी डिवाइस से साइन आउट करें`)
}
export const devicesFailed = () => {
	return (`आपके डिवाइस लोड नहीं हो सके।`)
}
