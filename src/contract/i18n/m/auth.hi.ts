// Written by scripts/i18n.mjs from messages/*/<area>.json: edit the catalogues, then run `npm run i18n`.

export const aboutProduct = () => {
	return (`प्रोडक्ट के बारे में`)
}
export const tagline = () => {
	return (`उन ब्रांड्स के लिए, जो इन्वेंटरी, ऑर्डर, वेंडर और एनालिटिक्स पर पूरा कंट्रोल चाहते हैं।`)
}
export const badgeModular = () => {
	return (`मॉड्यूलर`)
}
export const badgeRealTime = () => {
	return (`रियल-टाइम`)
}
export const badgeMadeInIndia = () => {
	return (`मेड इन इंडिया`)
}
export const panelFoot = () => {
	return (`प्रोमो कोड, कैटलॉग, इन्वेंटरी, सब्सक्राइबर, शिकायतें, हिसाब-किताब और बुकिंग, सब एक जगह।`)
}
export const signIn = () => {
	return (`साइन इन करें`)
}
export const signInIntro = () => {
	return (`फिर से स्वागत है। अपने ब्रांड का बैक ऑफ़िस चलाने के लिए साइन इन करें।`)
}
export const emailLabel = () => {
	return (`ईमेल पता`)
}
export const emailPlaceholder = () => {
	return (`you@brand.com`)
}
export const passwordLabel = () => {
	return (`पासवर्ड`)
}
export const passwordPlaceholder = () => {
	return (`आपका पासवर्ड`)
}
export const forgotPassword = () => {
	return (`पासवर्ड भूल गए?`)
}
export const or = () => {
	return (`या`)
}
export const newHere = () => {
	return (`बैक ऑफ़िस पर नए हैं?`)
}
export const createAccount = () => {
	return (`नया खाता बनाएँ`)
}
export const enterEmail = () => {
	return (`कृपया ईमेल पता डालें`)
}
export const emailNoSpaces = () => {
	return (`ईमेल में स्पेस नहीं होना चाहिए`)
}
export const emailInvalid = () => {
	return (`ईमेल का फ़ॉर्मैट सही नहीं है`)
}
export const enterPassword = () => {
	return (`कृपया पासवर्ड डालें`)
}
export const enterOtp = () => {
	return (`कृपया OTP डालें`)
}
export const otpDigits = () => {
	return (`OTP में सिर्फ़ अंक होने चाहिए`)
}
export const pickLanguage = () => {
	return (`अंग्रेज़ी या हिन्दी चुनें`)
}
export const verifyPhone = () => {
	return (`अपना फ़ोन वेरिफ़ाई करें`)
}
export const smsCodeSent = (i: { email: string | number }) => {
	return (`${i?.email} के लिए SMS से भेजा गया 6 अंकों का कोड डालें।`)
}
export const verifyAndContinue = () => {
	return (`वेरिफ़ाई करके आगे बढ़ें`)
}
export const notYou = () => {
	return (`आप नहीं हैं?`)
}
export const useAnotherAccount = () => {
	return (`दूसरा खाता इस्तेमाल करें`)
}
export const goToSignIn = () => {
	return (`साइन इन पर जाएँ`)
}
export const startAgain = () => {
	return (`फिर से शुरू करें`)
}
export const unknownCodeAccount = () => {
	return (`पता नहीं चल पाया कि यह कोड किस खाते का है।`)
}
export const oneTimeCode = () => {
	return (`वन-टाइम कोड`)
}
export const sixDigitCode = () => {
	return (`6 अंकों का कोड`)
}
export const noCodeYet = () => {
	return (`कोड नहीं मिला?`)
}
export const resendIn = (i: { seconds: string | number }) => {
	return (`${i?.seconds} सेकंड में दोबारा भेजें`)
}
export const resendCode = () => {
	return (`कोड दोबारा भेजें`)
}
export const requestNewCode = () => {
	return (`नया कोड मँगाएँ`)
}
export const checkEmail = () => {
	return (`अपना ईमेल देखें`)
}
export const emailCodeSent = (i: { email: string | number }) => {
	return (`${i?.email} पर भेजा गया 6 अंकों का कोड डालें।`)
}
export const verifyCode = () => {
	return (`कोड वेरिफ़ाई करें`)
}
export const wrongEmail = () => {
	return (`ईमेल गलत है?`)
}
export const changeIt = () => {
	return (`बदलें`)
}
export const forgotIntro = () => {
	return (`जिस ईमेल से आप साइन इन करते हैं, वह डालें। पासवर्ड रीसेट करने के लिए हम आपको एक कोड भेजेंगे।`)
}
export const sendCode = () => {
	return (`कोड भेजें`)
}
export const rememberedIt = () => {
	return (`याद आ गया?`)
}
export const backToSignIn = () => {
	return (`साइन इन पर वापस जाएँ`)
}
export const setNewPassword = () => {
	return (`नया पासवर्ड बनाएँ`)
}
export const newPasswordFor = (i: { email: string | number }) => {
	return (`${i?.email} के लिए नया पासवर्ड चुनें। कम से कम 8 अक्षर रखें।`)
}
export const newPassword = () => {
	return (`नया पासवर्ड`)
}
export const confirmNewPassword = () => {
	return (`नया पासवर्ड दोबारा डालें`)
}
export const updatePassword = () => {
	return (`पासवर्ड अपडेट करें`)
}
export const signUp = () => {
	return (`साइन अप करें`)
}
export const signUpIntro = () => {
	return (`आगे बढ़ने के लिए कृपया नीचे दी गई जानकारी भरें।`)
}
export const companyName = () => {
	return (`कंपनी का नाम`)
}
export const contactPerson = () => {
	return (`संपर्क व्यक्ति`)
}
export const phoneNumber = () => {
	return (`फ़ोन नंबर`)
}
export const passwordLength = () => {
	return (`6 से 50 अक्षर`)
}
export const city = () => {
	return (`शहर`)
}
export const selectCity = () => {
	return (`शहर चुनें`)
}
export const address = () => {
	return (`पता`)
}
export const haveAccount = () => {
	return (`पहले से खाता है?`)
}
export const loginHere = () => {
	return (`यहाँ लॉगिन करें`)
}
export const enterFirstName = () => {
	return (`कृपया पहला नाम डालें`)
}
export const firstNameMax = () => {
	return (`पहला नाम ज़्यादा से ज़्यादा 50 अक्षर का हो सकता है`)
}
export const enterLastName = () => {
	return (`कृपया आखिरी नाम डालें`)
}
export const lastNameMax = () => {
	return (`आखिरी नाम ज़्यादा से ज़्यादा 50 अक्षर का हो सकता है`)
}
export const enterPhone = () => {
	return (`कृपया फ़ोन नंबर डालें`)
}
export const phoneInvalid = () => {
	return (`कृपया सही 10 अंकों का मोबाइल नंबर डालें`)
}
export const enterNewPassword = () => {
	return (`कृपया पासवर्ड डालें`)
}
export const passwordMin6 = () => {
	return (`पासवर्ड कम से कम 6 अक्षर का होना चाहिए`)
}
export const passwordMax50 = () => {
	return (`पासवर्ड ज़्यादा से ज़्यादा 50 अक्षर का हो सकता है`)
}
export const selectCityError = () => {
	return (`कृपया शहर चुनें`)
}
export const enterAddress = () => {
	return (`कृपया पता डालें`)
}
export const addressMax = () => {
	return (`पता ज़्यादा से ज़्यादा 200 अक्षर का हो सकता है`)
}
export const passwordMin8 = () => {
	return (`पासवर्ड कम से कम 8 अक्षर का होना चाहिए`)
}
export const passwordsDiffer = () => {
	return (`पासवर्ड मेल नहीं खाते`)
}
export const cityHyderabad = () => {
	return (`हैदराबाद`)
}
export const cityDelhi = () => {
	return (`दिल्ली`)
}
export const inviteHeading = (i: { organisation: string | number }) => {
	return (`${i?.organisation} से जुड़ें`)
}
export const inviteIntro = (i: { inviter: string | number; role: string | number }) => {
	return (`${i?.inviter} ने आपको ${i?.role} के रूप में आमंत्रित किया है। अपना नाम, पासवर्ड और फ़ोन डालें; फिर हम आपके फ़ोन पर एक कोड भेजेंगे।`)
}
export const inviteIntroNoInviter = (i: { role: string | number }) => {
	return (`आपको ${i?.role} के रूप में आमंत्रित किया गया है। अपना नाम, पासवर्ड और फ़ोन डालें; फिर हम आपके फ़ोन पर एक कोड भेजेंगे।`)
}
export const inviteJoin = () => {
	return (`जुड़ें और कोड भेजें`)
}
export const inviteEmail = (i: { email: string | number }) => {
	return (`आपका ईमेल: ${i?.email}`)
}
export const firstNameLabel = () => {
	return (`पहला नाम`)
}
export const lastNameLabel = () => {
	return (`उपनाम`)
}
export const invitePasswordHint = () => {
	return (`8 से 50 अक्षर`)
}
