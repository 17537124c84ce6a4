// Written by scripts/i18n.mjs from messages/*/<area>.json: edit the catalogues, then run `npm run i18n`.

export const typeMore = (i: { count: string | number }) => {
	return (`रिकॉर्ड खोजने के लिए कम से कम ${i?.count} अक्षर लिखें`)
}
export const needsConnection = () => {
	return (`खोज के लिए इंटरनेट कनेक्शन चाहिए`)
}
export const searching = () => {
	return (`खोज रहे हैं…`)
}
export const searchFailed = () => {
	return (`खोज नहीं हो सकी। थोड़ी देर में फिर कोशिश करें।`)
}
export const noRecords = () => {
	return (`कोई रिकॉर्ड नहीं मिला`)
}
export const screens = () => {
	return (`स्क्रीन`)
}
export const actions = () => {
	return (`एक्शन`)
}
export const records = () => {
	return (`रिकॉर्ड`)
}
export const recordDetail = (i: { type: string | number; detail: string | number }) => {
	return (`${i?.type} · ${i?.detail}`)
}
export const commandPalette = () => {
	return (`कमांड पैलेट`)
}
export const searchEverything = () => {
	return (`स्क्रीन, एक्शन और रिकॉर्ड खोजें`)
}
export const close = () => {
	return (`बंद करें`)
}
export const results = () => {
	return (`नतीजे`)
}
export const noMatch = () => {
	return (`कोई स्क्रीन या एक्शन नहीं मिला`)
}
export const search = () => {
	return (`खोजें`)
}
export const searchKeys = () => {
	return (`खोजें (Ctrl+K)`)
}
export const keyboardShortcuts = () => {
	return (`कीबोर्ड शॉर्टकट`)
}
export const openPalette = () => {
	return (`कमांड पैलेट खोलें (Mac पर ⌘ K)`)
}
export const showShortcuts = () => {
	return (`ये कीबोर्ड शॉर्टकट दिखाएँ`)
}
export const moveResults = () => {
	return (`पैलेट के नतीजों में ऊपर-नीचे जाएँ`)
}
export const openResult = () => {
	return (`चुना हुआ नतीजा खोलें`)
}
export const closeDialog = () => {
	return (`पैलेट या डायलॉग बंद करें`)
}
export const action = () => {
	return (`एक्शन`)
}
export const newPromoCode = () => {
	return (`नया प्रोमो कोड`)
}
export const newVariant = () => {
	return (`नया वैरिएंट`)
}
export const newProductTemplate = () => {
	return (`नया प्रोडक्ट टेम्पलेट`)
}
export const newBrand = () => {
	return (`नया ब्रांड`)
}
export const newFeedPost = () => {
	return (`नई फ़ीड पोस्ट`)
}
export const newCampaign = () => {
	return (`नया कैंपेन`)
}
export const newAd = () => {
	return (`नया विज्ञापन`)
}
export const newSurveyEmployee = () => {
	return (`नया सर्वे कर्मचारी`)
}
export const manageCityRegions = () => {
	return (`शहर के रीजन मैनेज करें`)
}
export const bookARide = () => {
	return (`राइड बुक करें`)
}
export const manageCarTypes = () => {
	return (`कार टाइप मैनेज करें`)
}
export const typeSubscriber = () => {
	return (`सब्सक्राइबर`)
}
export const typePromoCode = () => {
	return (`प्रोमो कोड`)
}
export const typeVariant = () => {
	return (`वैरिएंट`)
}
export const typeTemplate = () => {
	return (`टेम्पलेट`)
}
export const typeBrand = () => {
	return (`ब्रांड`)
}
export const typeComplaint = () => {
	return (`शिकायत`)
}
export const typeEmployee = () => {
	return (`कर्मचारी`)
}
export const typeBooking = () => {
	return (`बुकिंग`)
}
export const typeTour = () => {
	return (`टूर`)
}
export const typeCampaign = () => {
	return (`कैंपेन`)
}
export const searchTooShort = (i: { count: string | number }) => {
	return (`कृपया कम से कम ${i?.count} अक्षर लिखें`)
}
export const searchTooLong = (i: { count: string | number }) => {
	return (`कृपया ज़्यादा से ज़्यादा ${i?.count} अक्षर लिखें`)
}
export const searchLimit = (i: { count: string | number }) => {
	return (`कृपया 1 से ${i?.count} तक नतीजे माँगें`)
}
