// Written by scripts/i18n.mjs from messages/*/<area>.json: edit the catalogues, then run `npm run i18n`.
import * as registry from '../registry'

export const serverError = () => {
	return (`हमारी तरफ़ से कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।`)
}
export const notFound = () => {
	return (`नहीं मिला।`)
}
export const invalidRequest = () => {
	return (`अनुरोध सही नहीं है।`)
}
export const walletTxsLoaded = () => {
	return (`वॉलेट ट्रांज़ैक्शन लोड हुए`)
}
export const ledgerLoaded = () => {
	return (`लेजर लोड हुआ`)
}
export const historyLoaded = () => {
	return (`इतिहास लोड हुआ`)
}
export const activityLoaded = () => {
	return (`गतिविधि लोड हुई`)
}
export const employeesLoaded = () => {
	return (`कर्मचारी लोड हुए`)
}
export const bookingsLoaded = () => {
	return (`बुकिंग लोड हुईं`)
}
export const toursLoaded = () => {
	return (`टूर लोड हुए`)
}
export const subscribersLoaded = () => {
	return (`सब्सक्राइबर लोड हुए`)
}
export const inventoryLoaded = () => {
	return (`इन्वेंटरी लोड हुई`)
}
export const categoriesLoaded = () => {
	return (`कैटेगरी लोड हुईं`)
}
export const adsLoaded = () => {
	return (`विज्ञापन लोड हुए`)
}
export const viewsLoaded = () => {
	return (`व्यू लोड हुए`)
}
export const viewSaved = () => {
	return (`व्यू सेव हुआ`)
}
export const viewDeleted = () => {
	return (`व्यू मिटाया गया`)
}
export const promoCodesLoaded = () => {
	return (`प्रोमो कोड लोड हुए`)
}
export const promoCodeLoaded = () => {
	return (`प्रोमो कोड लोड हुआ`)
}
export const promoCodeCreated = () => {
	return (`प्रोमो कोड बन गया`)
}
export const promoCodeUpdated = () => {
	return (`प्रोमो कोड अपडेट हुआ`)
}
export const promoCodeActivated = () => {
	return (`प्रोमो कोड सक्रिय हुआ`)
}
export const promoCodeDeactivated = () => {
	return (`प्रोमो कोड निष्क्रिय हुआ`)
}
export const brandsLoaded = () => {
	return (`ब्रांड लोड हुए`)
}
export const brandLoaded = () => {
	return (`ब्रांड लोड हुआ`)
}
export const brandCreated = () => {
	return (`ब्रांड बन गया`)
}
export const brandUpdated = () => {
	return (`ब्रांड अपडेट हुआ`)
}
export const brandActivated = () => {
	return (`ब्रांड सक्रिय हुआ`)
}
export const brandDeactivated = () => {
	return (`ब्रांड निष्क्रिय हुआ`)
}
export const templatesLoaded = () => {
	return (`प्रोडक्ट टेम्पलेट लोड हुए`)
}
export const templateLoaded = () => {
	return (`प्रोडक्ट टेम्पलेट लोड हुआ`)
}
export const templateCreated = () => {
	return (`प्रोडक्ट टेम्पलेट बन गया`)
}
export const templateUpdated = () => {
	return (`प्रोडक्ट टेम्पलेट अपडेट हुआ`)
}
export const templateActivated = () => {
	return (`प्रोडक्ट टेम्पलेट सक्रिय हुआ`)
}
export const templateDeactivated = () => {
	return (`प्रोडक्ट टेम्पलेट निष्क्रिय हुआ`)
}
export const variantsLoaded = () => {
	return (`प्रोडक्ट वेरिएंट लोड हुए`)
}
export const variantLoaded = () => {
	return (`प्रोडक्ट वेरिएंट लोड हुआ`)
}
export const variantCreated = () => {
	return (`प्रोडक्ट वेरिएंट बन गया`)
}
export const variantUpdated = () => {
	return (`प्रोडक्ट वेरिएंट अपडेट हुआ`)
}
export const variantActivated = () => {
	return (`प्रोडक्ट वेरिएंट सक्रिय हुआ`)
}
export const variantDeactivated = () => {
	return (`प्रोडक्ट वेरिएंट निष्क्रिय हुआ`)
}
export const feedsLoaded = () => {
	return (`फ़ीड पोस्ट लोड हुईं`)
}
export const feedLoaded = () => {
	return (`फ़ीड पोस्ट लोड हुई`)
}
export const feedCreated = () => {
	return (`फ़ीड पोस्ट बन गई`)
}
export const feedUpdated = () => {
	return (`फ़ीड पोस्ट अपडेट हुई`)
}
export const feedPublished = () => {
	return (`फ़ीड पोस्ट पब्लिश हुई`)
}
export const feedUnpublished = () => {
	return (`फ़ीड पोस्ट अनपब्लिश हुई`)
}
export const carTypeLoaded = () => {
	return (`कार टाइप लोड हुआ`)
}
export const carTypeCreated = () => {
	return (`कार टाइप बन गया`)
}
export const carTypeUpdated = () => {
	return (`कार टाइप अपडेट हुआ`)
}
export const carTypeNotFound = () => {
	return (`कार टाइप नहीं मिला।`)
}
export const requestTooLarge = (i: { rows: string | number }) => {
	return (`अनुरोध बहुत बड़ा है (ज़्यादा से ज़्यादा ${i?.rows} पंक्तियाँ)।`)
}
export const imageUploadTooLarge = () => {
	return (`अपलोड बहुत बड़ा है: ज़्यादा से ज़्यादा 2 MB की एक इमेज।`)
}
export const notAnImage = () => {
	return (`यह फ़ाइल JPEG, PNG या WebP इमेज नहीं है`)
}
export const stillProcessing = () => {
	return (`यह अनुरोध अभी चल रहा है। कृपया थोड़ी देर में फिर से कोशिश करें।`)
}
export const tooManyStreams = () => {
	return (`बहुत सारे लाइव कनेक्शन खुले हैं। कृपया थोड़ी देर में फिर से कोशिश करें।`)
}
export const tooManySessionStreams = () => {
	return (`इस सेशन के बहुत सारे लाइव कनेक्शन खुले हैं। एक टैब बंद करके फिर से कोशिश करें।`)
}
export const imagesTooLarge = () => {
	return (`अपलोड बहुत बड़ा है: ज़्यादा से ज़्यादा 2 MB की 5 इमेज।`)
}
export const logoTooLarge = () => {
	return (`लोगो बहुत बड़ा है: ज़्यादा से ज़्यादा 2 MB।`)
}
export const carTypeNameTaken = () => {
	return (`इस नाम का कार टाइप पहले से है।`)
}
export const sessionExpired = () => {
	return (`आपका सेशन खत्म हो गया है। कृपया फिर से लॉग इन करें।`)
}
export const forbidden = () => {
	return (`आपको यह करने की अनुमति नहीं है।`)
}
export const lastEventId = () => {
	return (`Last-Event-ID किसी इवेंट की id होनी चाहिए।`)
}
export const employeePhoneTaken = () => {
	return (`इस फ़ोन नंबर का कर्मचारी पहले से है।`)
}
export const regionsNotInCity = () => {
	return (`ये सभी इलाके चुने गए शहर में नहीं हैं`)
}
export const phoneTwice = (i: { line: string | number }) => {
	return (`यह फ़ोन नंबर लाइन ${i?.line} पर भी है।`)
}
export const codeTwice = (i: { line: string | number }) => {
	return (`यह कोड लाइन ${i?.line} पर भी है।`)
}
export const stockRowChanged = () => {
	return (`इस बीच स्टॉक की एक पंक्ति बदल गई।`)
}
export const viewName = () => {
	return (`कृपया व्यू का नाम लिखें`)
}
export const viewNameLength = () => {
	return (`व्यू का नाम ज़्यादा से ज़्यादा 60 अक्षरों का हो`)
}
export const viewList = () => {
	return (`कृपया एक लिस्ट चुनें`)
}
export const viewQuery = () => {
	return (`एक व्यू में ज़्यादा से ज़्यादा 30 सेटिंग रहती हैं, हर एक 200 अक्षरों तक`)
}
export const viewTooMany = () => {
	return (`एक लिस्ट के ज़्यादा से ज़्यादा 50 व्यू रख सकते हैं। पहले एक मिटाएँ।`)
}
export const viewNotFound = () => {
	return (`व्यू नहीं मिला।`)
}
export const viewNotOwner = () => {
	return (`यह व्यू सिर्फ़ वही बदल सकता है जिसने इसे सेव किया है।`)
}
export const viewTaken = () => {
	return (`इस लिस्ट के लिए इस नाम का व्यू आपके पास पहले से है`)
}
export const emailTaken = () => {
	return (`इस ईमेल से एक अकाउंट पहले से है।`)
}
export const signInAgain = () => {
	return (`नया कोड पाने के लिए कृपया फिर से साइन इन करें।`)
}
export const wrongLogin = () => {
	return (`ईमेल या पासवर्ड गलत है`)
}
export const codeSent = (i: { last: string | number }) => {
	return (`हमने ${i?.last} पर खत्म होने वाले आपके फ़ोन नंबर पर 6 अंकों का कोड भेजा है।`)
}
export const codeResent = (i: { last: string | number }) => {
	return (`हमने ${i?.last} पर खत्म होने वाले आपके फ़ोन नंबर पर नया कोड भेजा है।`)
}
export const otpWrong = (i: { count: string | number }) => {const n = registry.plural("hi", i?.count, {});
	if (n === "one") return (`OTP गलत है। ${i?.count} कोशिश बाकी है।`);
	return (`OTP गलत है। ${i?.count} कोशिशें बाकी हैं।`)
	
}
export const otpExpired = () => {
	return (`OTP की समय-सीमा खत्म हो गई है। कृपया नया OTP मँगाएँ।`)
}
export const otpLocked = () => {
	return (`बहुत बार गलत OTP डाला गया। कृपया नया OTP मँगाएँ।`)
}
export const codeCooldown = (i: { count: string | number }) => {const n = registry.plural("hi", i?.count, {});
	if (n === "one") return (`नया कोड मँगाने से पहले कृपया ${i?.count} सेकंड रुकें।`);
	return (`नया कोड मँगाने से पहले कृपया ${i?.count} सेकंड रुकें।`)
	
}
export const tooManySeconds = (i: { count: string | number }) => {const n = registry.plural("hi", i?.count, {});
	if (n === "one") return (`बहुत ज़्यादा कोशिशें हुईं। कृपया ${i?.count} सेकंड बाद फिर से कोशिश करें।`);
	return (`बहुत ज़्यादा कोशिशें हुईं। कृपया ${i?.count} सेकंड बाद फिर से कोशिश करें।`)
	
}
export const tooManyMinutes = (i: { count: string | number }) => {const n = registry.plural("hi", i?.count, {});
	if (n === "one") return (`बहुत ज़्यादा कोशिशें हुईं। कृपया ${i?.count} मिनट बाद फिर से कोशिश करें।`);
	return (`बहुत ज़्यादा कोशिशें हुईं। कृपया ${i?.count} मिनट बाद फिर से कोशिश करें।`)
	
}
export const accountCreated = () => {
	return (`अकाउंट बन गया। आगे बढ़ने के लिए साइन इन करें।`)
}
export const signedIn = () => {
	return (`साइन इन हो गया`)
}
export const resetCodeSent = () => {
	return (`अगर इस ईमेल का कोई अकाउंट है, तो हमने उस पर कोड भेज दिया है।`)
}
export const codeVerified = () => {
	return (`कोड सही है। अब नया पासवर्ड चुनें।`)
}
export const passwordUpdated = () => {
	return (`पासवर्ड बदल गया। कृपया नए पासवर्ड से साइन इन करें।`)
}
export const permissionsLoaded = () => {
	return (`अनुमतियाँ लोड हुईं`)
}
export const signedOut = () => {
	return (`साइन आउट हो गया।`)
}
export const badResetToken = () => {
	return (`यह रीसेट लिंक गलत है या इसकी समय-सीमा खत्म हो गई है। कृपया नया कोड मँगाएँ।`)
}
export const unbalanced = () => {
	return (`डेबिट और क्रेडिट बराबर होने चाहिए।`)
}
export const walletTooLow = () => {
	return (`इस डेबिट के लिए वॉलेट में बैलेंस कम है।`)
}
export const searchDone = () => {
	return (`खोज पूरी हुई`)
}
export const organisationLoaded = () => {
	return (`संगठन लोड हुआ`)
}
export const entryMissing = (i: { expected: string | number; seq: string | number; last: string | number }) => {
	return (`एंट्री ${i?.expected} नहीं है: एंट्री ${i?.last} के बाद एंट्री ${i?.seq} आती है।`)
}
export const entryUnlinked = (i: { seq: string | number; last: string | number }) => {
	return (`एंट्री ${i?.seq} एंट्री ${i?.last} से जुड़ी नहीं है।`)
}
export const entryChanged = (i: { seq: string | number }) => {
	return (`एंट्री ${i?.seq} लिखे जाने के बाद बदली गई है।`)
}
export const adsHeadersMissing = () => {
	return (`सर्विस का नाम और API टोकन हेडर ज़रूरी हैं।`)
}
export const adsTokenWrong = () => {
	return (`सर्विस का नाम या API टोकन गलत है।`)
}
export const sessionsUnchecked = () => {
	return (`अभी सेशन जाँचे नहीं जा सकते। कृपया फिर से कोशिश करें।`)
}
export const bulkDone = (i: { done: string | number }) => {
	return (`${i?.done}।`)
}
export const bulkSomeFailed = (i: { done: string | number; shown: string | number }) => {
	return (`${i?.done}; ${i?.shown} में बदलाव नहीं हो सका।`)
}
export const bulkActivated = (i: { count: string | number; things: string | number }) => {const n = registry.plural("hi", i?.count, {});
	if (n === "one") return (`${i?.things} सक्रिय किया गया`);
	return (`${i?.things} सक्रिय किए गए`)
	
}
export const bulkDeactivated = (i: { count: string | number; things: string | number }) => {const n = registry.plural("hi", i?.count, {});
	if (n === "one") return (`${i?.things} निष्क्रिय किया गया`);
	return (`${i?.things} निष्क्रिय किए गए`)
	
}
export const bulkPublished = (i: { count: string | number; things: string | number }) => {const n = registry.plural("hi", i?.count, {});
	if (n === "one") return (`${i?.things} पब्लिश की गई`);
	return (`${i?.things} पब्लिश की गईं`)
	
}
export const bulkUnpublished = (i: { count: string | number; things: string | number }) => {const n = registry.plural("hi", i?.count, {});
	if (n === "one") return (`${i?.things} अनपब्लिश की गई`);
	return (`${i?.things} अनपब्लिश की गईं`)
	
}
export const bulkCancelled = (i: { count: string | number; things: string | number }) => {const n = registry.plural("hi", i?.count, {});
	if (n === "one") return (`${i?.things} रद्द की गई`);
	return (`${i?.things} रद्द की गईं`)
	
}
export const bulkChanged = (i: { count: string | number; things: string | number }) => {const n = registry.plural("hi", i?.count, {});
	if (n === "one") return (`${i?.things} बदली गई`);
	return (`${i?.things} बदली गईं`)
	
}
export const bulkReassigned = (i: { count: string | number; things: string | number }) => {const n = registry.plural("hi", i?.count, {});
	if (n === "one") return (`${i?.things} किसी और को सौंपी गई`);
	return (`${i?.things} किसी और को सौंपी गईं`)
	
}
export const nounBooking = () => {
	return (`बुकिंग`)
}
export const nounBookings = () => {
	return (`बुकिंग`)
}
export const nounBrand = () => {
	return (`ब्रांड`)
}
export const nounBrands = () => {
	return (`ब्रांड`)
}
export const nounTemplate = () => {
	return (`प्रोडक्ट टेम्पलेट`)
}
export const nounTemplates = () => {
	return (`प्रोडक्ट टेम्पलेट`)
}
export const nounComplaint = () => {
	return (`शिकायत`)
}
export const nounComplaints = () => {
	return (`शिकायतें`)
}
export const nounPost = () => {
	return (`पोस्ट`)
}
export const nounPosts = () => {
	return (`पोस्ट`)
}
export const nounSubscriber = () => {
	return (`सब्सक्राइबर`)
}
export const nounSubscribers = () => {
	return (`सब्सक्राइबर`)
}
export const variantsSaved = (i: { count: string | number; shown: string | number }) => {const n = registry.plural("hi", i?.count, {});
	if (n === "one") return (`${i?.shown} वेरिएंट सेव हुआ`);
	return (`${i?.shown} वेरिएंट सेव हुए`)
	
}
export const gridConflicts = (i: { count: string | number; shown: string | number }) => {const n = registry.plural("hi", i?.count, {});
	if (n === "one") return (`${i?.shown} को इस बीच किसी और ने बदला`);
	return (`${i?.shown} को इस बीच किसी और ने बदला`)
	
}
export const gridFailed = (i: { shown: string | number }) => {
	return (`${i?.shown} सेव नहीं हो सके`)
}
export const reversalReversed = () => {
	return (`रिवर्सल को रिवर्स नहीं किया जा सकता; इसकी जगह नया एडजस्टमेंट दर्ज करें।`)
}
export const bodyTooLarge = (i: { size: string | number }) => {
	return (`अनुरोध बहुत बड़ा है (ज़्यादा से ज़्यादा ${i?.size} KB)।`)
}
export const recordChanged = () => {
	return (`इस रिकॉर्ड को किसी और ने बदल दिया है। नया वर्ज़न देखने के लिए इसे फिर से लोड करें।`)
}
export const differentRequest = () => {
	return (`यह Idempotency-Key किसी दूसरे अनुरोध के लिए इस्तेमाल हो चुकी है।`)
}
export const badIdempotencyKey = (i: { max: string | number }) => {
	return (`Idempotency-Key 1 से ${i?.max} अक्षरों की होनी चाहिए।`)
}
export const templateTooManyImages = (i: { count: string | number }) => {
	return (`एक प्रोडक्ट टेम्पलेट में ज़्यादा से ज़्यादा ${i?.count} इमेज हो सकती हैं`)
}
export const codeSentByEmail = (i: { to: string | number }) => {
	return (`हमने ${i?.to} पर 6 अंकों का कोड भेजा है।`)
}
export const deliveryUnknown = () => {
	return (`ऐसा कोई संदेश नहीं है।`)
}
