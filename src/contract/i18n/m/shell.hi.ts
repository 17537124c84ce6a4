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
export const navOverview = () => {
	return (`सारांश`)
}
export const navCatalogue = () => {
	return (`कैटलॉग`)
}
export const navMarketing = () => {
	return (`मार्केटिंग`)
}
export const navSupport = () => {
	return (`सपोर्ट`)
}
export const navFinancials = () => {
	return (`वित्त`)
}
export const navOperations = () => {
	return (`ऑपरेशन्स`)
}
export const navOrganisation = () => {
	return (`संगठन`)
}
export const navDashboard = () => {
	return (`डैशबोर्ड`)
}
export const navBrands = () => {
	return (`ब्रांड`)
}
export const navTemplates = () => {
	return (`प्रोडक्ट टेम्पलेट`)
}
export const navVariants = () => {
	return (`प्रोडक्ट वेरिएंट`)
}
export const navInventory = () => {
	return (`इन्वेंटरी`)
}
export const navPromoCodes = () => {
	return (`प्रोमो कोड`)
}
export const navFeeds = () => {
	return (`फ़ीड`)
}
export const navCampaigns = () => {
	return (`कैंपेन`)
}
export const navAds = () => {
	return (`विज्ञापन`)
}
export const navSubscribers = () => {
	return (`सब्सक्राइबर`)
}
export const navComplaints = () => {
	return (`शिकायतें`)
}
export const navWallet = () => {
	return (`वॉलेट`)
}
export const navLedger = () => {
	return (`लेजर`)
}
export const navEmployees = () => {
	return (`सर्वे कर्मचारी`)
}
export const navBookRide = () => {
	return (`राइड बुक करें`)
}
export const navBookings = () => {
	return (`बुकिंग`)
}
export const navLogistics = () => {
	return (`लॉजिस्टिक्स`)
}
export const navAccount = () => {
	return (`अकाउंट`)
}
export const navActivity = () => {
	return (`गतिविधि`)
}
export const loadFailedTitle = (i: { product: string | number }) => {
	return (`${i?.product} पूरा लोड नहीं हो सका`)
}
export const loadFailedText = () => {
	return (`लोड होते समय कनेक्शन टूट गया। आप ऑनलाइन होते ही यह अपने-आप लोड हो जाएगा।`)
}
export const loadFailedAgain = () => {
	return (`अब भी कनेक्शन नहीं है।`)
}
export const needsJavaScript = (i: { product: string | number }) => {
	return (`${i?.product} चलाने के लिए JavaScript चालू होना चाहिए।`)
}
export const inputKept = () => {
	return (`आपका लिखा सेव है; ऑनलाइन होने पर सबमिट करें।`)
}
export const navTeam = () => {
	return (`टीम`)
}
