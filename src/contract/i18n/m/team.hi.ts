// Written by scripts/i18n.mjs from messages/*/<area>.json: edit the catalogues, then run `npm run i18n`.

export const accountDeactivated = () => {
	return (`इस संगठन में आपकी पहुँच बंद कर दी गई है। इसे फिर से चालू करने के लिए किसी मालिक या मैनेजर से कहें।`)
}
export const sessionDeactivated = () => {
	return (`आपको साइन आउट कर दिया गया क्योंकि इस संगठन में आपकी पहुँच बंद कर दी गई है।`)
}
export const sessionSignedOut = () => {
	return (`किसी दूसरे सत्र से इस डिवाइस पर आपको साइन आउट किया गया। कृपया फिर से लॉग इन करें।`)
}
export const membersLoaded = () => {
	return (`सदस्य लोड हुए`)
}
export const memberLoaded = () => {
	return (`सदस्य लोड हुआ`)
}
export const memberNotFound = () => {
	return (`सदस्य नहीं मिला।`)
}
export const invitesLoaded = () => {
	return (`निमंत्रण लोड हुए`)
}
export const inviteNotFound = () => {
	return (`निमंत्रण नहीं मिला।`)
}
export const inviteSent = (i: { email: string | number }) => {
	return (`${i?.email} को निमंत्रण भेजा गया`)
}
export const inviteResent = (i: { email: string | number }) => {
	return (`${i?.email} को नया निमंत्रण लिंक भेजा गया; पुराना लिंक अब काम नहीं करेगा।`)
}
export const inviteRevoked = () => {
	return (`निमंत्रण वापस लिया गया`)
}
export const inviteLoaded = () => {
	return (`निमंत्रण लोड हुआ`)
}
export const inviteAccepted = (i: { last: string | number }) => {
	return (`स्वागत है! हमने ${i?.last} पर ख़त्म होने वाले आपके फ़ोन पर एक कोड भेजा है।`)
}
export const inviteUsed = () => {
	return (`यह निमंत्रण पहले ही इस्तेमाल हो चुका है। अपने ईमेल और पासवर्ड से लॉग इन करें।`)
}
export const inviteExpired = () => {
	return (`इस निमंत्रण की समय-सीमा ख़त्म हो गई है। जिन्होंने आपको बुलाया था, उनसे नया निमंत्रण भेजने को कहें।`)
}
export const inviteRevokedLink = () => {
	return (`यह निमंत्रण वापस ले लिया गया है। अगर आपको अब भी पहुँच चाहिए तो बुलाने वाले से पूछें।`)
}
export const inviteUnknown = () => {
	return (`यह निमंत्रण लिंक सही नहीं है। जाँच लें कि आपने ईमेल का पूरा लिंक खोला है।`)
}
export const emailInOtherOrg = () => {
	return (`यह ईमेल पहले से किसी दूसरे संगठन के खाते का है। कोई दूसरा ईमेल आमंत्रित करें।`)
}
export const emailAlreadyMember = () => {
	return (`यह व्यक्ति पहले से आपके संगठन का सदस्य है।`)
}
export const roleUnknown = () => {
	return (`कोई भूमिका चुनें।`)
}
export const roleAboveYours = () => {
	return (`आप अपनी पहुँच से ज़्यादा पहुँच वाली भूमिका नहीं दे सकते।`)
}
export const lastOwner = () => {
	return (`आपके संगठन में कम से कम एक सक्रिय मालिक रहना ज़रूरी है। पहले किसी और को मालिक बनाएँ।`)
}
export const notYourself = () => {
	return (`आप यह अपने ही खाते के साथ नहीं कर सकते।`)
}
export const roleChanged = () => {
	return (`भूमिका बदली गई`)
}
export const memberDeactivated = () => {
	return (`सदस्य निष्क्रिय किया गया और हर जगह से साइन आउट किया गया`)
}
export const memberReactivated = () => {
	return (`सदस्य फिर से सक्रिय किया गया`)
}
export const memberSignedOut = () => {
	return (`हर डिवाइस से साइन आउट किया गया`)
}
export const sessionsLoaded = () => {
	return (`सत्र लोड हुए`)
}
export const sessionEnded = () => {
	return (`उस डिवाइस से साइन आउट किया गया`)
}
export const othersSignedOut = () => {
	return (`बाकी सभी डिवाइस से साइन आउट किया गया`)
}
export const sessionNotFound = () => {
	return (`सत्र नहीं मिला।`)
}
export const bulkRoleChanged = (i: { things: string | number }) => {
	return (`${i?.things} की भूमिका बदली गई`)
}
export const nounMember = () => {
	return (`सदस्य`)
}
export const nounMembers = () => {
	return (`सदस्यों`)
}
export const enterEmail = () => {
	return (`ईमेल पता डालें`)
}
export const invalidEmail = () => {
	return (`सही ईमेल पता डालें`)
}
export const enterPhone = () => {
	return (`मोबाइल नंबर डालें`)
}
export const validPhone = () => {
	return (`10 अंकों का भारतीय मोबाइल नंबर डालें`)
}
export const labelName = () => {
	return (`नाम`)
}
export const labelEmail = () => {
	return (`ईमेल`)
}
export const labelPhone = () => {
	return (`फ़ोन`)
}
export const labelRole = () => {
	return (`भूमिका`)
}
export const labelStatus = () => {
	return (`स्थिति`)
}
export const labelLastSignIn = () => {
	return (`आख़िरी साइन-इन`)
}
export const labelDevices = () => {
	return (`डिवाइस`)
}
export const labelAdded = () => {
	return (`जोड़ा गया`)
}
export const labelExpires = () => {
	return (`समय-सीमा`)
}
export const statusActive = () => {
	return (`सक्रिय`)
}
export const statusDeactivated = () => {
	return (`निष्क्रिय`)
}
export const statusInvited = () => {
	return (`आमंत्रित`)
}
export const statusExpired = () => {
	return (`समय-सीमा ख़त्म`)
}
export const team = () => {
	return (`टीम`)
}
export const teamDescription = () => {
	return (`आपके संगठन तक पहुँच रखने वाले सभी लोग, उनकी भूमिकाएँ और वे कहाँ साइन इन हैं।`)
}
export const invite = () => {
	return (`आमंत्रित करें`)
}
export const inviteTitle = () => {
	return (`सदस्य को आमंत्रित करें`)
}
export const inviteDescription = () => {
	return (`उन्हें पासवर्ड बनाने के लिए ईमेल पर लिंक मिलेगा, फिर वे SMS कोड से अपना फ़ोन पक्का करेंगे।`)
}
export const sendInvite = () => {
	return (`निमंत्रण भेजें`)
}
export const pendingInvites = () => {
	return (`बाकी निमंत्रण`)
}
export const noInvites = () => {
	return (`कोई निमंत्रण बाकी नहीं है।`)
}
export const resend = () => {
	return (`फिर से भेजें`)
}
export const revoke = () => {
	return (`वापस लें`)
}
export const revokeConfirm = (i: { email: string | number }) => {
	return (`${i?.email} का निमंत्रण वापस लें? लिंक काम करना बंद कर देगा।`)
}
export const changeRole = () => {
	return (`भूमिका बदलें`)
}
export const deactivate = () => {
	return (`निष्क्रिय करें`)
}
export const reactivate = () => {
	return (`फिर से सक्रिय करें`)
}
export const deactivateConfirm = (i: { name: string | number }) => {
	return (`${i?.name} को निष्क्रिय करें? वे तुरंत हर डिवाइस से साइन आउट हो जाएँगे।`)
}
export const signOutEverywhere = () => {
	return (`हर जगह से साइन आउट करें`)
}
export const noMembers = () => {
	return (`कोई सदस्य नहीं मिला।`)
}
export const memberDetails = () => {
	return (`सदस्य`)
}
export const whereSignedIn = () => {
	return (`वे कहाँ साइन इन हैं`)
}
export const chooseRole = () => {
	return (`कोई भूमिका चुनें`)
}
export const history = () => {
	return (`इतिहास`)
}
export const loadFailed = () => {
	return (`यह लोड नहीं हो सका। फिर से कोशिश करें।`)
}
export const never = () => {
	return (`कभी नहीं`)
}
export const roleOwner = () => {
	return (`मालिक`)
}
export const roleManager = () => {
	return (`मैनेजर`)
}
export const roleCatalogue = () => {
	return (`कैटलॉग`)
}
export const roleMarketing = () => {
	return (`मार्केटिंग`)
}
export const roleSupport = () => {
	return (`सपोर्ट`)
}
export const roleFinance = () => {
	return (`वित्त`)
}
export const roleSurveyor = () => {
	return (`सर्वेयर`)
}
export const roleDispatcher = () => {
	return (`डिस्पैचर`)
}
export const labelDevice = () => {
	return (`डिवाइस`)
}
export const labelStep = () => {
	return (`चरण`)
}
export const backToTeam = () => {
	return (`टीम पर वापस`)
}
export const phonePlaceholder = () => {
	return (`98765 43210`)
}
