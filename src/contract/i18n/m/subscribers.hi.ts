// Written by scripts/i18n.mjs from messages/*/<area>.json: edit the catalogues, then run `npm run i18n`.

export const cityHyd = () => {
	return (`हैदराबाद`)
}
export const cityDelhi = () => {
	return (`दिल्ली`)
}
export const planBasic = () => {
	return (`बेसिक`)
}
export const planPlus = () => {
	return (`प्लस`)
}
export const planPremium = () => {
	return (`प्रीमियम`)
}
export const statusActive = () => {
	return (`एक्टिव`)
}
export const statusPaused = () => {
	return (`रुका हुआ`)
}
export const statusCancelled = () => {
	return (`रद्द`)
}
export const labelName = () => {
	return (`नाम`)
}
export const labelPhone = () => {
	return (`फ़ोन`)
}
export const labelEmail = () => {
	return (`ईमेल`)
}
export const labelCity = () => {
	return (`शहर`)
}
export const labelPlan = () => {
	return (`प्लान`)
}
export const labelStatus = () => {
	return (`स्टेटस`)
}
export const labelSince = () => {
	return (`कब से सब्सक्राइबर`)
}
export const joined = () => {
	return (`जुड़ने की तारीख`)
}
export const subscriber = () => {
	return (`सब्सक्राइबर`)
}
export const thisSubscriber = () => {
	return (`यह सब्सक्राइबर`)
}
export const fetchSubscriberFailed = () => {
	return (`सब्सक्राइबर लोड नहीं हो सका`)
}
export const fetchSubscribersFailed = () => {
	return (`सब्सक्राइबर लोड नहीं हो सके`)
}
export const complaintsCount = (i: { count: string | number }) => {
	return (`शिकायतें (${i?.count})`)
}
export const noComplaints = () => {
	return (`इस सब्सक्राइबर की कोई शिकायत नहीं।`)
}
export const subscribers = () => {
	return (`सब्सक्राइबर`)
}
export const listDescription = () => {
	return (`हैदराबाद और दिल्ली में हर प्लान वाला ग्राहक। शिकायतें देखने के लिए किसी को खोलें।`)
}
export const searchPlaceholder = () => {
	return (`नाम, फ़ोन या ईमेल खोजें`)
}
export const nounOne = () => {
	return (`सब्सक्राइबर`)
}
export const nounMany = () => {
	return (`सब्सक्राइबर`)
}
export const emptyTitle = () => {
	return (`अभी कोई सब्सक्राइबर नहीं`)
}
export const emptyText = () => {
	return (`ग्राहक किसी प्लान से जुड़ेंगे तो यहाँ दिखेंगे।`)
}
export const subscriberNotFound = () => {
	return (`सब्सक्राइबर नहीं मिला।`)
}
export const subscriberLoaded = () => {
	return (`सब्सक्राइबर लोड हुआ`)
}
