// Written by scripts/i18n.mjs from messages/*/<area>.json: edit the catalogues, then run `npm run i18n`.
import * as registry from '../registry'

export const selectBrand = () => {
	return (`ब्रांड चुनें`)
}
export const noBrandsYet = () => {
	return (`अभी कोई ब्रांड नहीं: अपना पहला ब्रांड जोड़ें`)
}
export const chosenCount = (i: { count: string | number }) => {
	return (`(${i?.count} चुने गए)`)
}
export const loading = () => {
	return (`लोड हो रहा है...`)
}
export const select = () => {
	return (`चुनें`)
}
export const unsavedChanges = () => {
	return (`बदलाव सेव नहीं हुए`)
}
export const unsavedFrom = (i: { at: string | number }) => {
	return (`${i?.at} के बदलाव सेव नहीं हुए`)
}
export const discard = () => {
	return (`हटाएँ`)
}
export const characters = () => {
	return (`अक्षर`)
}
export const cancel = () => {
	return (`रद्द करें`)
}
export const fullHistory = () => {
	return (`पूरा इतिहास`)
}
export const fullHistoryOf = (i: { name: string | number }) => {
	return (`${i?.name} का पूरा इतिहास`)
}
export const savedImage = (i: { number: string | number }) => {
	return (`सेव की गई इमेज ${i?.number}`)
}
export const removeSavedImage = (i: { number: string | number }) => {
	return (`सेव की गई इमेज ${i?.number} हटाएँ`)
}
export const removeFile = (i: { name: string | number }) => {
	return (`${i?.name} हटाएँ`)
}
export const newImage = () => {
	return (`नई`)
}
export const addImage = () => {
	return (`इमेज जोड़ें`)
}
export const addImages = () => {
	return (`इमेज जोड़ें`)
}
export const oneImageHint = (i: { size: string | number }) => {
	return (`एक JPEG, PNG या WebP इमेज, ज़्यादा से ज़्यादा ${i?.size}।`)
}
export const imagesHint = (i: { count: string | number; size: string | number }) => {
	return (`ज़्यादा से ज़्यादा ${i?.count} JPEG, PNG या WebP इमेज, हर एक ${i?.size} तक। पहली इमेज कवर होगी।`)
}
export const fileProblem = (i: { file: string | number; problem: string | number }) => {
	return (`${i?.file}: ${i?.problem}`)
}
export const tooManyImages = (i: { count: string | number }) => {
	return (`आप ज़्यादा से ज़्यादा ${i?.count} इमेज अपलोड कर सकते हैं`)
}
export const previewOf = (i: { name: string | number }) => {
	return (`${i?.name} का प्रीव्यू`)
}
export const leaveTitle = () => {
	return (`यह फ़ॉर्म छोड़ें?`)
}
export const leaveText = () => {
	return (`इस फ़ॉर्म पर किए गए आपके बदलाव हट जाएँगे।`)
}
export const stay = () => {
	return (`रुकें`)
}
export const leave = () => {
	return (`छोड़ें`)
}
export const history = () => {
	return (`इतिहास`)
}
export const historyOffline = () => {
	return (`आप ऑफ़लाइन हैं। इस रिकॉर्ड का इतिहास इस डिवाइस पर सेव नहीं है; ऑनलाइन होते ही लोड हो जाएगा।`)
}
export const loadingHistory = () => {
	return (`इतिहास लोड हो रहा है`)
}
export const historyFailed = () => {
	return (`इतिहास लोड नहीं हो सका।`)
}
export const historyFetchFailed = () => {
	return (`इतिहास नहीं मिल सका`)
}
export const noChanges = () => {
	return (`अभी तक कोई बदलाव दर्ज नहीं`)
}
export const changesNewestFirst = () => {
	return (`बदलाव, नए पहले`)
}
export const olderFailed = () => {
	return (`पुराने बदलाव लोड नहीं हो सके।`)
}
export const showOlder = () => {
	return (`पुराने दिखाएँ`)
}
export const olderWhenOnline = () => {
	return (`ऑनलाइन होने पर पुराने बदलाव लोड होंगे।`)
}
export const thisRecord = (i: { what: string | number }) => {
	return (`यह ${i?.what}`)
}
export const loadingRecord = (i: { what: string | number }) => {
	return (`${i?.what} लोड हो रहा है`)
}
export const openFailed = (i: { what: string | number }) => {
	return (`यह ${i?.what} नहीं खुल सका`)
}
export const fetchFailed = (i: { what: string | number }) => {
	return (`${i?.what} नहीं मिल सका`)
}
export const fieldsNeedAttention = (i: { count: string | number }) => {const n = registry.plural("hi", i?.count, {});
	if (n === "one") return (`${i?.count} फ़ील्ड पर ध्यान दें।`);
	return (`${i?.count} फ़ील्ड पर ध्यान दें।`)
	
}
export const firstHasFocus = () => {
	return (`पहला फ़ील्ड फ़ोकस में है।`)
}
export const staleTitle = () => {
	return (`यह रिकॉर्ड किसी और ने बदल दिया है।`)
}
export const staleText = () => {
	return (`इसके ऊपर सेव करने के लिए नया वर्ज़न लोड करें: आपके बदले फ़ील्ड में आपका लिखा रहेगा, बाकी में नई वैल्यू आ जाएगी।`)
}
export const changedFields = () => {
	return (`किसी और के बदले फ़ील्ड`)
}
export const nowValue = (i: { value: string | number }) => {
	return (`अब “${i?.value}”`)
}
export const yoursKept = (i: { value: string | number }) => {
	return (`आपका “${i?.value}” रहेगा`)
}
export const onlyVersion = () => {
	return (`इस फ़ॉर्म का कोई फ़ील्ड नहीं बदला; सिर्फ़ इसका वर्ज़न बदला है।`)
}
export const loadLatest = () => {
	return (`नया लोड करें, मेरे बदलाव रखें`)
}
export const active = () => {
	return (`सक्रिय`)
}
export const inactive = () => {
	return (`निष्क्रिय`)
}
export const yes = () => {
	return (`हाँ`)
}
export const no = () => {
	return (`नहीं`)
}
export const switchState = (i: { label: string | number; state: string | number }) => {
	return (`${i?.label}: ${i?.state}`)
}
export const pleaseChoose = (i: { label: string | number }) => {
	return (`कृपया ${i?.label} चुनें`)
}
export const optionsFailed = () => {
	return (`विकल्प लोड नहीं हो सके। अपना कनेक्शन देखें और फ़ॉर्म फिर से खोलें।`)
}
export const historyNone = () => {
	return (`कुछ नहीं`)
}
export const historyChange = (i: { label: string | number; before: string | number; after: string | number }) => {
	return (`${i?.label} ${i?.before} से ${i?.after}`)
}
export const historySet = (i: { label: string | number; value: string | number }) => {
	return (`${i?.label} ${i?.value}`)
}
export const historyActor = (i: { name: string | number; role: string | number }) => {
	return (`${i?.name} (${i?.role})`)
}
export const historyChanged = (i: { actor: string | number; changes: string | number }) => {
	return (`${i?.actor} ने बदला: ${i?.changes}`)
}
export const historyWithChanges = (i: { what: string | number; changes: string | number }) => {
	return (`${i?.what}: ${i?.changes}`)
}
export const historyCreated = (i: { actor: string | number; record: string | number }) => {
	return (`${i?.actor} ने ${i?.record} बनाया`)
}
export const historyUpdated = (i: { actor: string | number; record: string | number }) => {
	return (`${i?.actor} ने ${i?.record} बदला`)
}
export const historyStatus = (i: { actor: string | number; record: string | number }) => {
	return (`${i?.actor} ने ${i?.record} का स्टेटस बदला`)
}
export const historyCancelled = (i: { actor: string | number; record: string | number }) => {
	return (`${i?.actor} ने ${i?.record} रद्द किया`)
}
export const historyAdjusted = (i: { actor: string | number; record: string | number }) => {
	return (`${i?.actor} ने ${i?.record} एडजस्ट किया`)
}
export const historyNoted = (i: { actor: string | number; record: string | number }) => {
	return (`${i?.actor} ने ${i?.record} पर नोट जोड़ा`)
}
export const historyAssigned = (i: { actor: string | number; record: string | number }) => {
	return (`${i?.actor} ने ${i?.record} सौंपा`)
}
export const historyImported = (i: { actor: string | number; record: string | number }) => {
	return (`${i?.actor} ने ${i?.record} इंपोर्ट किया`)
}
export const historyBulk = (i: { actor: string | number; record: string | number }) => {
	return (`${i?.actor} ने ${i?.record} एक साथ बदला`)
}
export const historyAnd = (i: { rest: string | number; last: string | number }) => {
	return (`${i?.rest} और ${i?.last}`)
}
export const historySentence = (i: { text: string | number; when: string | number }) => {
	return (`${i?.text} · ${i?.when}`)
}
export const historyInvited = (i: { actor: string | number; record: string | number }) => {
	return (`${i?.actor} ने ${i?.record} को आमंत्रित किया`)
}
export const historySignedIn = (i: { actor: string | number; record: string | number }) => {
	return (`${i?.actor} ने ${i?.record} के रूप में साइन इन किया`)
}
export const historySignInFailed = (i: { actor: string | number; record: string | number }) => {
	return (`${i?.actor}: ${i?.record} का साइन इन विफल रहा`)
}
export const historySignedOut = (i: { actor: string | number; record: string | number }) => {
	return (`${i?.actor} ने ${i?.record} को साइन आउट किया`)
}
