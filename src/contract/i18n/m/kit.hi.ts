// Written by scripts/i18n.mjs from messages/*/<area>.json: edit the catalogues, then run `npm run i18n`.
import * as registry from '../registry'

export const columns = () => {
	return (`कॉलम`)
}
export const showColumns = () => {
	return (`दिखाने वाले कॉलम`)
}
export const columnsHidden = (i: { count: string | number }) => {const n = registry.plural("hi", i?.count, {});
	if (n === "one") return (`कॉलम (${i?.count} छिपा)`);
	return (`कॉलम (${i?.count} छिपे)`)
	
}
export const required = () => {
	return (`ज़रूरी है`)
}
export const invalid = () => {
	return (`मान्य नहीं है`)
}
export const everyRowGood = () => {
	return (`सभी पंक्तियाँ सही हैं।`)
}
export const rowsWithErrors = (i: { count: string | number; shown: string | number }) => {const n = registry.plural("hi", i?.count, {});
	if (n === "one") return (`गलतियों वाली पंक्तियाँ (${i?.shown} गलती); ये इम्पोर्ट नहीं होंगी।`);
	return (`गलतियों वाली पंक्तियाँ (${i?.shown} गलतियाँ); ये इम्पोर्ट नहीं होंगी।`)
	
}
export const columnLine = () => {
	return (`पंक्ति`)
}
export const columnColumn = () => {
	return (`कॉलम`)
}
export const columnMessage = () => {
	return (`संदेश`)
}
export const previous = () => {
	return (`पिछला`)
}
export const next = () => {
	return (`अगला`)
}
export const pageOf = (i: { page: string | number; pages: string | number }) => {
	return (`पेज ${i?.page} / ${i?.pages}`)
}
export const counted = (i: { shown: string | number; noun: string | number }) => {
	return (`${i?.shown} ${i?.noun}`)
}
export const bulkAsk = (i: { action: string | number; things: string | number }) => {
	return (`${i?.things}: ${i?.action}?`)
}
export const bulkAskOf = (i: { action: string | number; things: string | number }) => {
	return (`${i?.things}: ${i?.action}?`)
}
export const bulkOneChanges = (i: { noun: string | number }) => {
	return (`चुना गया ${i?.noun} तुरंत बदल जाएगा।`)
}
export const bulkAllChange = (i: { things: string | number }) => {
	return (`सभी ${i?.things} तुरंत बदल जाएँगे।`)
}
export const bulkFailed = (i: { action: string | number; things: string | number }) => {
	return (`${i?.things}: ${i?.action} नहीं हो सका।`)
}
export const exportFailed = () => {
	return (`एक्सपोर्ट नहीं हो सका।`)
}
export const selectedThings = (i: { things: string | number }) => {
	return (`चुने गए ${i?.things}`)
}
export const bulkDoing = (i: { doing: string | number; things: string | number }) => {
	return (`${i?.things}: ${i?.doing}…`)
}
export const bulkProgress = (i: { action: string | number; things: string | number }) => {
	return (`${i?.things}: ${i?.action}`)
}
export const chooseThings = (i: { things: string | number }) => {
	return (`${i?.things} चुनें`)
}
export const allMatching = (i: { things: string | number }) => {
	return (`मेल खाते सभी ${i?.things}`)
}
export const selectedCount = (i: { shown: string | number }) => {
	return (`${i?.shown} चुने गए`)
}
export const selectAllOnPage = (i: { shown: string | number }) => {
	return (`इस पेज के सभी ${i?.shown} चुनें`)
}
export const selectAllMatching = (i: { shown: string | number }) => {
	return (`मेल खाते सभी ${i?.shown} चुनें`)
}
export const exportSelected = () => {
	return (`चुने हुए एक्सपोर्ट करें`)
}
export const clear = () => {
	return (`हटाएँ`)
}
export const notChanged = (i: { shown: string | number }) => {
	return (`${i?.shown} नहीं बदले जा सके:`)
}
export const dismiss = () => {
	return (`बंद करें`)
}
export const spanFrom = (i: { value: string | number }) => {
	return (`${i?.value} से`)
}
export const spanTo = (i: { value: string | number }) => {
	return (`${i?.value} तक`)
}
export const activeFilters = () => {
	return (`लागू फ़िल्टर`)
}
export const clearAll = () => {
	return (`सब हटाएँ`)
}
export const remove = () => {
	return (`हटाएँ`)
}
export const thisListOf = (i: { things: string | number }) => {
	return (`${i?.things} की यह सूची`)
}
export const noneMatch = (i: { things: string | number }) => {
	return (`कोई ${i?.things} नहीं मिला`)
}
export const tryAnotherSearch = () => {
	return (`कोई और खोज आज़माएँ या फ़िल्टर हटाएँ।`)
}
export const clearFilters = () => {
	return (`फ़िल्टर हटाएँ`)
}
export const loadingThings = (i: { things: string | number }) => {
	return (`${i?.things} लोड हो रहे हैं`)
}
export const offlineLastView = () => {
	return (`आप ऑफ़लाइन हैं, इसलिए यह व्यू लोड नहीं हुआ। पिछली बार खोला गया व्यू दिख रहा है।`)
}
export const downloadCsvHint = () => {
	return (`मेल खाती पंक्तियाँ CSV में डाउनलोड करें`)
}
export const exportCsv = () => {
	return (`CSV एक्सपोर्ट`)
}
export const done = () => {
	return (`हो गया`)
}
export const filters = () => {
	return (`फ़िल्टर`)
}
export const stepDone = () => {
	return (`हो गया।`)
}
export const nextStep = (i: { title: string | number }) => {
	return (`अगला कदम: ${i?.title}`)
}
export const pages = () => {
	return (`पेज`)
}
export const rangeOf = (i: { from: string | number; to: string | number; total: string | number }) => {
	return (`${i?.total} में से ${i?.from}–${i?.to}`)
}
export const rows = () => {
	return (`पंक्तियाँ`)
}
export const pageHidden = () => {
	return (`पेज`)
}
export const rangeFrom = (i: { label: string | number }) => {
	return (`${i?.label} से`)
}
export const rangeTo = (i: { label: string | number }) => {
	return (`${i?.label} तक`)
}
export const startAfterEnd = () => {
	return (`शुरू की तारीख अंत के बाद है।`)
}
export const min = () => {
	return (`न्यूनतम`)
}
export const max = () => {
	return (`अधिकतम`)
}
export const lowestAboveHighest = () => {
	return (`न्यूनतम, अधिकतम से ज़्यादा है।`)
}
export const viewSaved = (i: { name: string | number }) => {
	return (`व्यू "${i?.name}" सेव हो गया`)
}
export const viewDeleteFailed = () => {
	return (`व्यू मिटाया नहीं जा सका।`)
}
export const views = () => {
	return (`व्यू`)
}
export const savedViews = () => {
	return (`सेव किए गए व्यू`)
}
export const viewsLoadFailed = () => {
	return (`सेव किए गए व्यू लोड नहीं हो सके।`)
}
export const noSavedViews = () => {
	return (`इस सूची का अभी कोई सेव किया गया व्यू नहीं है।`)
}
export const viewDefault = () => {
	return (`डिफ़ॉल्ट`)
}
export const viewShared = () => {
	return (`शेयर किया गया`)
}
export const viewSharedBy = (i: { name: string | number }) => {
	return (`${i?.name} ने शेयर किया`)
}
export const deleteView = (i: { name: string | number }) => {
	return (`व्यू ${i?.name} मिटाएँ`)
}
export const deleteLabel = () => {
	return (`मिटाएँ`)
}
export const saveViewAs = () => {
	return (`यह व्यू इस नाम से सेव करें`)
}
export const shareWithOrganisation = () => {
	return (`संगठन के साथ शेयर करें`)
}
export const openListWithView = () => {
	return (`यह सूची इसी व्यू से खोलें`)
}
export const viewSaveFailed = () => {
	return (`व्यू सेव नहीं हो सका।`)
}
export const saveView = () => {
	return (`व्यू सेव करें`)
}
export const selectPageRows = (i: { things: string | number }) => {
	return (`इस पेज की सभी ${i?.things} पंक्तियाँ चुनें`)
}
export const status = () => {
	return (`स्टेटस`)
}
export const activate = () => {
	return (`चालू करें`)
}
export const deactivate = () => {
	return (`बंद करें`)
}
export const switchLabel = (i: { verb: string | number; name: string | number }) => {
	return (`${i?.name}: ${i?.verb}`)
}
export const screenNotOpen = () => {
	return (`यह स्क्रीन खुल नहीं सकी`)
}
export const somethingWrongOurSide = () => {
	return (`हमारी तरफ़ कुछ गड़बड़ हुई। फिर कोशिश करने के लिए रीलोड करें।`)
}
export const reload = () => {
	return (`रीलोड करें`)
}
export const close = () => {
	return (`बंद करें`)
}
export const chartLabel = (i: { label: string | number; summary: string | number }) => {
	return (`${i?.label}: ${i?.summary}। हर दिन का आँकड़ा सुनने के लिए ऐरो कुंजियाँ दबाएँ।`)
}
export const chooseOne = (i: { label: string | number }) => {
	return (`${i?.label}: एक चुनें`)
}
export const youAreOffline = () => {
	return (`आप ऑफ़लाइन हैं`)
}
export const noSavedCopy = (i: { what: string | number }) => {
	return (`इस डिवाइस पर अभी ${i?.what} की कोई सेव की गई कॉपी नहीं है। ऑनलाइन होते ही यह लोड हो जाएगी।`)
}
export const showingSavedCopyFrom = (i: { message: string | number; time: string | number }) => {
	return (`${i?.message} ${i?.time} की आखिरी सेव की गई कॉपी दिख रही है।`)
}
export const showingSavedCopy = (i: { message: string | number }) => {
	return (`${i?.message} आखिरी सेव की गई कॉपी दिख रही है।`)
}
export const couldNotLoad = (i: { what: string | number }) => {
	return (`${i?.what} लोड नहीं हो सका`)
}
export const updateAvailable = () => {
	return (`अपडेट उपलब्ध है`)
}
export const newVersionReady = () => {
	return (`बैक ऑफ़िस का नया वर्ज़न तैयार है।`)
}
export const later = () => {
	return (`बाद में`)
}
export const savedForOfflineUse = (i: { what: string | number }) => {
	return (`${i?.what} ऑफ़लाइन इस्तेमाल के लिए सेव हो गया`)
}
export const partsNotSaved = (i: { parts: string | number }) => {
	return (`${i?.parts} ऑफ़लाइन इस्तेमाल के लिए सेव नहीं हो सका। कनेक्शन जाँचें और फिर कोशिश करें।`)
}
export const listAnd = (i: { first: string | number; second: string | number }) => {
	return (`${i?.first} और ${i?.second}`)
}
export const storageRefused = (i: { what: string | number }) => {
	return (`${i?.what} ऑफ़लाइन इस्तेमाल के लिए सेव नहीं हो सका: इस डिवाइस की स्टोरेज में जगह नहीं मिली।`)
}
export const offlineCopy = () => {
	return (`ऑफ़लाइन कॉपी`)
}
export const offlineSavingNeedsConnection = () => {
	return (`आप ऑफ़लाइन हैं: सेव करने के लिए कनेक्शन चाहिए`)
}
export const saveForOffline = () => {
	return (`ऑफ़लाइन के लिए सेव करें`)
}
export const savingParts = (i: { what: string | number; done: string | number; total: string | number }) => {
	return (`${i?.what} सेव हो रहा है: ${i?.total} में से ${i?.done} हिस्से पूरे…`)
}
export const savedForOfflineAge = (i: { age: string | number; size: string | number }) => {
	return (`ऑफ़लाइन के लिए सेव: ${i?.age} · ${i?.size}`)
}
export const notSavedYet = () => {
	return (`अभी ऑफ़लाइन के लिए सेव नहीं है`)
}
export const notSavedNeedsConnection = () => {
	return (`ऑफ़लाइन के लिए सेव नहीं: सेव करने के लिए कनेक्शन चाहिए`)
}
export const somethingWentWrong = () => {
	return (`कुछ गड़बड़ हो गई`)
}
export const tryAgain = () => {
	return (`फिर कोशिश करें`)
}
export const chartTotal = (i: { count: string | number; shown: string | number; total: string | number }) => {const n = registry.plural("hi", i?.count, {});
	if (n === "one") return (`पिछले ${i?.shown} दिन में ${i?.total}`);
	return (`पिछले ${i?.shown} दिनों में ${i?.total}`)
	
}
export const importedSkipped = (i: { things: string | number; skipped: string | number }) => {
	return (`${i?.things} इम्पोर्ट हुए, ${i?.skipped} छोड़ी गईं।`)
}
export const importDescription = (i: { things: string | number; limit: string | number }) => {
	return (`CSV फ़ाइल (UTF-8, अधिकतम ${i?.limit} पंक्तियाँ) से कई ${i?.things} जोड़ें: पहले हर पंक्ति जाँचें, फिर सही पंक्तियाँ इम्पोर्ट करें।`)
}
export const downloadTemplate = () => {
	return (`टेम्पलेट डाउनलोड करें`)
}
export const importOffline = () => {
	return (`इम्पोर्ट के लिए कनेक्शन चाहिए। ऑनलाइन होने पर जाँचें और इम्पोर्ट करें।`)
}
export const importOfflineFile = (i: { name: string | number }) => {
	return (`इम्पोर्ट के लिए कनेक्शन चाहिए। आपकी फ़ाइल ${i?.name} चुनी रहेगी: ऑनलाइन होने पर जाँचें और इम्पोर्ट करें।`)
}
export const chooseFileStep = () => {
	return (`1. फ़ाइल चुनें`)
}
export const chooseAnotherFile = () => {
	return (`दूसरी फ़ाइल चुनें`)
}
export const chooseCsvFile = () => {
	return (`CSV फ़ाइल चुनें`)
}
export const readingFile = () => {
	return (`फ़ाइल पढ़ी जा रही है…`)
}
export const fileSummary = (i: { name: string | number; rows: string | number; columns: string | number }) => {
	return (`${i?.name}: ${i?.rows} पंक्तियाँ, ${i?.columns} कॉलम।`)
}
export const matchColumnsStep = () => {
	return (`2. कॉलम मिलाएँ`)
}
export const checkRows = (i: { shown: string | number }) => {
	return (`${i?.shown} पंक्तियाँ जाँचें`)
}
export const checkingRows = () => {
	return (`पंक्तियाँ जाँची जा रही हैं`)
}
export const importStep = () => {
	return (`3. इम्पोर्ट`)
}
export const importGoodRows = (i: { shown: string | number }) => {
	return (`${i?.shown} सही पंक्तियाँ इम्पोर्ट करें`)
}
export const cancel = () => {
	return (`रद्द करें`)
}
export const importingOf = (i: { done: string | number; total: string | number }) => {
	return (`${i?.total} में से ${i?.done} पंक्तियाँ इम्पोर्ट हो रही हैं…`)
}
export const importingRows = () => {
	return (`पंक्तियाँ इम्पोर्ट हो रही हैं`)
}
export const result = () => {
	return (`नतीजा`)
}
export const backTo = (i: { things: string | number }) => {
	return (`${i?.things} पर वापस`)
}
export const importAnotherFile = () => {
	return (`दूसरी फ़ाइल इम्पोर्ट करें`)
}
export const notInFile = () => {
	return (`फ़ाइल में नहीं है`)
}
export const fileTooLarge = () => {
	return (`फ़ाइल बहुत बड़ी है (अधिकतम 50 MB)। इसे छोटी फ़ाइलों में बाँटें।`)
}
export const fileUnreadable = () => {
	return (`फ़ाइल पढ़ी नहीं जा सकी। इसे फिर से चुनें।`)
}
export const importNone = () => {
	return (`फ़ाइल में कोई पंक्ति नहीं है।`)
}
export const importTooMany = (i: { limit: string | number }) => {
	return (`एक अनुरोध में ज़्यादा से ज़्यादा ${i?.limit} पंक्तियाँ।`)
}
export const importFileTooLong = (i: { limit: string | number }) => {
	return (`फ़ाइल में ${i?.limit} से ज़्यादा पंक्तियाँ हैं। इसे छोटी फ़ाइलों में बाँटें।`)
}
export const importEncoding = () => {
	return (`फ़ाइल UTF-8 टेक्स्ट नहीं है। इसे "CSV UTF-8" में सेव करके फिर से चुनें।`)
}
export const importFormula = (i: { line: string | number; column: string | number }) => {
	return (`पंक्ति ${i?.line}, कॉलम ${i?.column}: फ़ॉर्मूला नहीं चलेंगे`)
}
export const importMissing = (i: { count: string | number; columns: string | number }) => {const n = registry.plural("hi", i?.count, {});
	if (n === "one") return (`फ़ाइल में ${i?.columns} कॉलम नहीं है।`);
	return (`फ़ाइल में ${i?.columns} कॉलम नहीं हैं।`)
	
}
export const importLines = () => {
	return (`हर पंक्ति का एक लाइन नंबर भेजें।`)
}
export const importAlready = (i: { date: string | number }) => {
	return (`यह फ़ाइल ${i?.date} को पहले ही इम्पोर्ट हो चुकी है: कुछ नहीं जोड़ा गया।`)
}
export const importRefused = (i: { count: string | number; shown: string | number }) => {const n = registry.plural("hi", i?.count, {});
	if (n === "one") return (`${i?.shown} पंक्ति में गलतियाँ हैं: कुछ भी इम्पोर्ट नहीं हुआ।`);
	return (`${i?.shown} पंक्तियों में गलतियाँ हैं: कुछ भी इम्पोर्ट नहीं हुआ।`)
	
}
export const importPartMissing = (i: { part: string | number }) => {
	return (`फ़ाइल का भाग ${i?.part} जाँचा नहीं गया: फ़ाइल फिर से इम्पोर्ट करें।`)
}
export const importBadFile = () => {
	return (`फ़ाइल की key सही नहीं है`)
}
export const importBadPart = () => {
	return (`भाग का नंबर सही नहीं है`)
}
export const importReady = (i: { things: string | number }) => {
	return (`इम्पोर्ट के लिए तैयार: ${i?.things}।`)
}
export const importReadyErrors = (i: { count: string | number; shown: string | number; things: string | number }) => {const n = registry.plural("hi", i?.count, {});
	if (n === "one") return (`इम्पोर्ट के लिए तैयार: ${i?.things}; ${i?.shown} गलती।`);
	return (`इम्पोर्ट के लिए तैयार: ${i?.things}; ${i?.shown} गलतियाँ।`)
	
}
export const importPartChecked = (i: { part: string | number; things: string | number }) => {
	return (`भाग ${i?.part} जाँचा गया: इम्पोर्ट के लिए तैयार: ${i?.things}।`)
}
export const importDone = (i: { things: string | number }) => {
	return (`इम्पोर्ट पूरा: ${i?.things}।`)
}
export const importTaken = (i: { taken: string | number }) => {
	return (`${i?.taken} कुछ भी इम्पोर्ट नहीं हुआ; फिर से जाँचें।`)
}
export const importedAlready = () => {
	return (`इम्पोर्ट हो चुका है।`)
}
export const notImported = () => {
	return (`इम्पोर्ट नहीं हुआ।`)
}
export const importTooLarge = (i: { rows: string | number }) => {
	return (`अनुरोध बहुत बड़ा है (ज़्यादा से ज़्यादा ${i?.rows} पंक्तियाँ या 4 MB)।`)
}
export const nounVariant = () => {
	return (`प्रोडक्ट वेरिएंट`)
}
export const nounVariants = () => {
	return (`प्रोडक्ट वेरिएंट`)
}
export const nounPromoCode = () => {
	return (`प्रोमो कोड`)
}
export const nounPromoCodes = () => {
	return (`प्रोमो कोड`)
}
export const nounStockCount = () => {
	return (`स्टॉक गिनती`)
}
export const nounStockCounts = () => {
	return (`स्टॉक गिनतियाँ`)
}
export const nounEmployee = () => {
	return (`कर्मचारी`)
}
export const nounEmployees = () => {
	return (`कर्मचारी`)
}
export const dateBetween = (i: { min: string | number; max: string | number }) => {
	return (`कृपया ${i?.min} से ${i?.max} के बीच की तारीख डालें`)
}
export const validDateTime = () => {
	return (`कृपया सही तारीख और समय डालें`)
}
export const rowCount = (i: { count: string | number; shown: string | number }) => {const n = registry.plural("hi", i?.count, {});
	if (n === "one") return (`${i?.shown} पंक्ति`);
	return (`${i?.shown} पंक्तियाँ`)
	
}
export const goodRows = (i: { count: string | number; shown: string | number; bad: string | number }) => {const n = registry.plural("hi", i?.count, {});
	if (n === "one") return (`${i?.shown} सही पंक्ति, ${i?.bad} में गलतियाँ।`);
	return (`${i?.shown} सही पंक्तियाँ, ${i?.bad} में गलतियाँ।`)
	
}
export const sessionExpired = () => {
	return (`आपका सेशन खत्म हो गया है। कृपया फिर से लॉग इन करें।`)
}
export const serverUnreachable = () => {
	return (`सर्वर से कनेक्ट नहीं हो पाया। कृपया थोड़ी देर बाद फिर कोशिश करें।`)
}
export const serverError = () => {
	return (`सर्वर में कोई समस्या आई। कृपया फिर कोशिश करें।`)
}
export const requestWhileOffline = () => {
	return (`इंटरनेट कनेक्शन नहीं है। कृपया फिर से कनेक्ट करें।`)
}
export const offlineBanner = () => {
	return (`आप ऑफ़लाइन हैं। कुछ सुविधाएँ शायद काम न करें।`)
}
export const offlineReason = () => {
	return (`आप ऑफ़लाइन हैं। कृपया अपना इंटरनेट कनेक्शन जाँचें।`)
}
export const backOnline = () => {
	return (`आप फिर से ऑनलाइन हैं 🎉`)
}
export const unknownError = () => {
	return (`अनजानी गड़बड़ी`)
}
export const undo = () => {
	return (`वापस लें`)
}
export const answerNotUnderstood = () => {
	return (`सर्वर ने ऐसा जवाब भेजा जिसे यह ऐप समझ नहीं पाया।`)
}
export const justNow = () => {
	return (`अभी-अभी`)
}
export const minutesAgo = (i: { count: string | number; shown: string | number }) => {const n = registry.plural("hi", i?.count, {});
	if (n === "one") return (`${i?.shown} मिनट पहले`);
	return (`${i?.shown} मिनट पहले`)
	
}
export const hoursAgo = (i: { count: string | number; shown: string | number }) => {const n = registry.plural("hi", i?.count, {});
	if (n === "one") return (`${i?.shown} घंटा पहले`);
	return (`${i?.shown} घंटे पहले`)
	
}
export const daysAgo = (i: { count: string | number; shown: string | number }) => {const n = registry.plural("hi", i?.count, {});
	if (n === "one") return (`${i?.shown} दिन पहले`);
	return (`${i?.shown} दिन पहले`)
	
}
export const allOptionsFailed = () => {
	return (`सभी (विकल्प लोड नहीं हुए)`)
}
export const all = () => {
	return (`सभी`)
}
export const optionsFailed = () => {
	return (`विकल्प लोड नहीं हो सके`)
}
export const choose = () => {
	return (`चुनें…`)
}
export const windowLive = () => {
	return (`लाइव`)
}
export const windowScheduled = () => {
	return (`शेड्यूल्ड`)
}
export const windowExpired = () => {
	return (`खत्म`)
}
export const actions = () => {
	return (`कार्रवाई`)
}
export const select = () => {
	return (`चुनें`)
}
export const selectRow = (i: { name: string | number }) => {
	return (`${i?.name} चुनें`)
}
export const thisThing = (i: { noun: string | number }) => {
	return (`यह ${i?.noun}`)
}
export const loading = () => {
	return (`लोड हो रहा है…`)
}
export const updatedAge = (i: { age: string | number }) => {
	return (`अपडेट: ${i?.age}`)
}
export const offlineSavedAge = (i: { age: string | number }) => {
	return (`ऑफ़लाइन · ${i?.age} सेव किया गया डेटा`)
}
export const minAgo = (i: { shown: string | number }) => {
	return (`${i?.shown} मिनट पहले`)
}
export const atTime = (i: { time: string | number }) => {
	return (`${i?.time} पर`)
}
export const active = () => {
	return (`चालू`)
}
export const inactive = () => {
	return (`बंद`)
}
export const credit = () => {
	return (`क्रेडिट`)
}
export const debit = () => {
	return (`डेबिट`)
}
export const creditShort = () => {
	return (`जमा`)
}
export const debitShort = () => {
	return (`नामे`)
}
export const creditBalance = () => {
	return (`जमा शेष`)
}
export const debitBalance = () => {
	return (`नामे शेष`)
}
export const stepBrandTitle = () => {
	return (`अपना पहला ब्रांड जोड़ें`)
}
export const stepBrandText = () => {
	return (`आप जो भी बेचते हैं, वह किसी ब्रांड का होता है।`)
}
export const stepProductTitle = () => {
	return (`प्रोडक्ट जोड़ें`)
}
export const stepProductText = () => {
	return (`प्रोडक्ट टेम्पलेट: नाम, कैटेगरी, टैक्स और फ़ोटो।`)
}
export const stepVariantsTitle = () => {
	return (`उसके साइज़ और रंग जोड़ें`)
}
export const stepVariantsText = () => {
	return (`हर वेरिएंट का अपना SKU, कीमतें और शुरुआती स्टॉक होता है।`)
}
export const stepPromoTitle = () => {
	return (`प्रोमो कोड बनाएं`)
}
export const stepPromoText = () => {
	return (`डिस्काउंट जो ग्राहक चेकआउट पर डालते हैं।`)
}
export const activating = () => {
	return (`चालू कर रहे हैं`)
}
export const deactivating = () => {
	return (`बंद कर रहे हैं`)
}
export const fetchCategoriesFailed = () => {
	return (`कैटेगरी लोड नहीं हो सकीं`)
}
export const newRowsShow = (i: { shown: string | number; noun: string | number }) => {
	return (`+${i?.shown} ${i?.noun}, देखें`)
}
export const fetchOrganisationFailed = () => {
	return (`संस्था की जानकारी लोड नहीं हो सकी`)
}
export const percentOrRupees = () => {
	return (`(% या INR)`)
}
export const deviceThis = () => {
	return (`यह डिवाइस`)
}
export const deviceLastSeen = (i: { when: string | number }) => {
	return (`आख़िरी बार ${i?.when}`)
}
export const deviceSignOut = () => {
	return (`साइन आउट करें`)
}
export const deviceSignOutOf = (i: { device: string | number }) => {
	return (`${i?.device} से साइन आउट करें`)
}
export const deviceNone = () => {
	return (`कहीं भी साइन इन नहीं है।`)
}
export const deviceUnknown = () => {
	return (`अनजान डिवाइस`)
}
export const deviceBrowserOn = (i: { browser: string | number; os: string | number }) => {
	return (`${i?.os} पर ${i?.browser}`)
}
