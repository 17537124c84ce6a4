// Written by scripts/i18n.mjs from messages/*/<area>.json: edit the catalogues, then run `npm run i18n`.
import * as registry from '../registry'

export const statusOpen = () => {
	return (`खुली`)
}
export const statusInProgress = () => {
	return (`काम जारी`)
}
export const statusResolved = () => {
	return (`हल हुई`)
}
export const statusClosed = () => {
	return (`बंद`)
}
export const priorityLow = () => {
	return (`कम`)
}
export const priorityMedium = () => {
	return (`मध्यम`)
}
export const priorityHigh = () => {
	return (`ज़्यादा`)
}
export const priorityUrgent = () => {
	return (`अर्जेंट`)
}
export const categoryDelivery = () => {
	return (`डिलीवरी`)
}
export const categoryQuality = () => {
	return (`प्रोडक्ट क्वालिटी`)
}
export const categoryWrongItem = () => {
	return (`गलत आइटम`)
}
export const categoryRefund = () => {
	return (`रिफंड`)
}
export const categoryBilling = () => {
	return (`बिलिंग`)
}
export const categoryOther = () => {
	return (`अन्य`)
}
export const labelTicket = () => {
	return (`टिकट`)
}
export const labelCustomer = () => {
	return (`ग्राहक`)
}
export const labelOrder = () => {
	return (`ऑर्डर`)
}
export const labelProduct = () => {
	return (`प्रोडक्ट`)
}
export const labelCategory = () => {
	return (`कैटेगरी`)
}
export const labelPriority = () => {
	return (`प्राथमिकता`)
}
export const labelStatus = () => {
	return (`स्टेटस`)
}
export const labelOpened = () => {
	return (`खुली`)
}
export const labelAssignee = () => {
	return (`ज़िम्मेदार`)
}
export const labelDescription = () => {
	return (`विवरण`)
}
export const labelUpdated = () => {
	return (`अपडेट`)
}
export const writeNote = () => {
	return (`कृपया नोट लिखें`)
}
export const noteTooLong = () => {
	return (`नोट में ज़्यादा से ज़्यादा 2000 अक्षर हो सकते हैं`)
}
export const chooseStatus = () => {
	return (`कृपया स्टेटस चुनें`)
}
export const chooseSomeone = () => {
	return (`कृपया किसी को चुनें`)
}
export const chooseNoteOrReply = () => {
	return (`कृपया नोट या जवाब चुनें`)
}
export const chooseCustomer = () => {
	return (`कृपया ग्राहक चुनें`)
}
export const chooseCategory = () => {
	return (`कृपया कैटेगरी चुनें`)
}
export const choosePriority = () => {
	return (`कृपया प्राथमिकता चुनें`)
}
export const describeComplaint = () => {
	return (`कृपया शिकायत बताएं`)
}
export const descriptionTooLong = () => {
	return (`विवरण में ज़्यादा से ज़्यादा 2000 अक्षर हो सकते हैं`)
}
export const orderReferenceTooLong = () => {
	return (`ऑर्डर रेफ़रेंस में ज़्यादा से ज़्यादा 40 अक्षर हो सकते हैं`)
}
export const chooseProduct = () => {
	return (`कृपया प्रोडक्ट चुनें`)
}
export const illegalMove = (i: { from: string | number; to: string | number }) => {
	return (`शिकायत ${i?.from} से ${i?.to} में नहीं जा सकती।`)
}
export const fetchComplaintsFailed = () => {
	return (`शिकायतें लोड नहीं हो सकीं`)
}
export const fetchComplaintFailed = () => {
	return (`शिकायत लोड नहीं हो सकी`)
}
export const resolveTitle = () => {
	return (`यह शिकायत हल करें?`)
}
export const resolveText = () => {
	return (`इसे वापस काम जारी में नहीं ले जा सकते; सिर्फ़ फिर से खोल सकते हैं।`)
}
export const closeTitle = () => {
	return (`यह शिकायत बंद करें?`)
}
export const closeText = () => {
	return (`बंद शिकायत को सिर्फ़ फिर से खोला जा सकता है।`)
}
export const saveFailed = () => {
	return (`बदलाव सेव नहीं हो सका`)
}
export const offlineTicket = () => {
	return (`इस टिकट के बदलाव ऑनलाइन आने तक रुके रहेंगे।`)
}
export const loading = () => {
	return (`लोड हो रहा है...`)
}
export const nobody = () => {
	return (`कोई नहीं`)
}
export const me = () => {
	return (`मैं`)
}
export const age = () => {
	return (`समय`)
}
export const ageMinutes = (i: { count: string | number }) => {
	return (`${i?.count} मिनट`)
}
export const ageHours = (i: { count: string | number }) => {
	return (`${i?.count} घंटे`)
}
export const ageDays = (i: { count: string | number }) => {
	return (`${i?.count} दिन`)
}
export const moveReopen = () => {
	return (`फिर खोलें`)
}
export const moveStart = () => {
	return (`काम शुरू करें`)
}
export const moveResolve = () => {
	return (`हल करें`)
}
export const moveClose = () => {
	return (`बंद करें`)
}
export const complaintTitle = (i: { ticket: string | number }) => {
	return (`शिकायत ${i?.ticket}`)
}
export const complaint = () => {
	return (`शिकायत`)
}
export const whatComplaint = () => {
	return (`शिकायत`)
}
export const detailDescription = (i: { category: string | number; date: string | number; age: string | number }) => {
	return (`${i?.category} · ${i?.date} को खुली · ${i?.age}`)
}
export const loadingComplaint = () => {
	return (`शिकायत लोड हो रही है`)
}
export const allComplaints = () => {
	return (`सभी शिकायतें`)
}
export const workTicket = () => {
	return (`इस टिकट पर काम करें`)
}
export const priorityBadge = (i: { priority: string | number }) => {
	return (`${i?.priority} प्राथमिकता`)
}
export const timeline = () => {
	return (`टाइमलाइन`)
}
export const timelineOf = (i: { ticket: string | number }) => {
	return (`${i?.ticket} की टाइमलाइन`)
}
export const addNoteOrReply = () => {
	return (`नोट या जवाब जोड़ें`)
}
export const factName = () => {
	return (`नाम`)
}
export const factPhone = () => {
	return (`फ़ोन`)
}
export const factEmail = () => {
	return (`ईमेल`)
}
export const factCity = () => {
	return (`शहर`)
}
export const factPlan = () => {
	return (`प्लान`)
}
export const factPlaced = () => {
	return (`ऑर्डर की तारीख`)
}
export const factAmount = () => {
	return (`रकम`)
}
export const noOrder = () => {
	return (`कोई ऑर्डर नहीं बताया गया।`)
}
export const factSku = () => {
	return (`SKU`)
}
export const factPrice = () => {
	return (`कीमत`)
}
export const noProduct = () => {
	return (`कोई प्रोडक्ट नहीं बताया गया।`)
}
export const newComplaints = (i: { count: string | number; shown: string | number }) => {const n = registry.plural("hi", i?.count, {});
	if (n === "one") return (`${i?.shown} नई शिकायत`);
	return (`${i?.shown} नई शिकायतें`)
	
}
export const openAndMine = () => {
	return (`खुली और मेरी`)
}
export const complaints = () => {
	return (`शिकायतें`)
}
export const listDescription = () => {
	return (`ग्राहकों के टिकट: खुलने से हल होने तक इन पर काम करें।`)
}
export const searchPlaceholder = () => {
	return (`टिकट, ऑर्डर या ग्राहक खोजें`)
}
export const nounOne = () => {
	return (`शिकायत`)
}
export const nounMany = () => {
	return (`शिकायतें`)
}
export const emptyTitle = () => {
	return (`कोई शिकायत नहीं`)
}
export const emptyText = () => {
	return (`ग्राहकों की शिकायतें आते ही यहाँ दिखेंगी।`)
}
export const kindNote = () => {
	return (`अंदरूनी नोट (सिर्फ़ स्टाफ़ के लिए)`)
}
export const kindReply = () => {
	return (`ग्राहक को जवाब`)
}
export const fieldType = () => {
	return (`प्रकार`)
}
export const fieldNote = () => {
	return (`नोट`)
}
export const addToTimeline = () => {
	return (`टाइमलाइन में जोड़ें`)
}
export const eventOpened = () => {
	return (`शिकायत खुली`)
}
export const eventAssigned = (i: { name: string | number }) => {
	return (`${i?.name} को सौंपी गई`)
}
export const eventNote = () => {
	return (`अंदरूनी नोट`)
}
export const eventBy = (i: { what: string | number; name: string | number }) => {
	return (`${i?.what} · ${i?.name}`)
}
export const statusUnresolved = () => {
	return (`खुली या काम जारी`)
}
export const changeStatus = () => {
	return (`स्टेटस बदलें`)
}
export const changingStatus = () => {
	return (`स्टेटस बदल रहे हैं`)
}
export const changeAssignee = () => {
	return (`ज़िम्मेदार बदलें`)
}
export const reassigning = () => {
	return (`फिर से सौंप रहे हैं`)
}
export const complaintNotFound = () => {
	return (`शिकायत नहीं मिली।`)
}
export const complaintLoaded = () => {
	return (`शिकायत लोड हुई`)
}
export const complaintsLoaded = () => {
	return (`शिकायतें लोड हुईं`)
}
export const assigneesLoaded = () => {
	return (`ज़िम्मेदार लोग लोड हुए`)
}
export const statusUpdated = () => {
	return (`स्टेटस अपडेट हुआ`)
}
export const assigneeUpdated = () => {
	return (`ज़िम्मेदार अपडेट हुआ`)
}
export const replySent = () => {
	return (`जवाब भेजा गया`)
}
export const noteAdded = () => {
	return (`नोट जोड़ा गया`)
}
export const complaintCreated = () => {
	return (`शिकायत दर्ज हुई`)
}
export const tileOpen = (i: { priority: string | number }) => {
	return (`खुली शिकायतें: ${i?.priority}`)
}
export const tileOpened = () => {
	return (`दर्ज हुई शिकायतें`)
}
export const tileResolved = () => {
	return (`हल हुई शिकायतें`)
}
export const raceMessage = () => {
	return (`उसी समय एक और शिकायत सेव हुई। कृपया फिर से कोशिश करें।`)
}
export const chooseComplaintWorker = () => {
	return (`कृपया शिकायतों पर काम करने वाले किसी व्यक्ति को चुनें`)
}
