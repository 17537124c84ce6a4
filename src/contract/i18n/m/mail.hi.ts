// Written by scripts/i18n.mjs from messages/*/<area>.json: edit the catalogues, then run `npm run i18n`.

export const product = () => {
	return (`बैक ऑफ़िस`)
}
export const loginSubject = (i: { code: string | number }) => {
	return (`${i?.code} आपका बैक ऑफ़िस साइन-इन कोड है`)
}
export const loginIntro = (i: { email: string | number }) => {
	return (`${i?.email} से साइन इन पूरा करने के लिए यह कोड डालें:`)
}
export const loginNotYou = () => {
	return (`अगर यह आप नहीं थे, तो अपना पासवर्ड बदलें: वह किसी और को पता है।`)
}
export const resetSubject = (i: { code: string | number }) => {
	return (`${i?.code} आपका बैक ऑफ़िस पासवर्ड रीसेट कोड है`)
}
export const resetIntro = (i: { email: string | number }) => {
	return (`${i?.email} का नया पासवर्ड सेट करने के लिए यह कोड डालें:`)
}
export const resetNotYou = () => {
	return (`अगर आपने यह नहीं माँगा था, तो इस ईमेल को अनदेखा करें: आपका पासवर्ड जैसा है, वैसा ही रहेगा।`)
}
export const codeExpiry = (i: { minutes: string | number }) => {
	return (`यह कोड ${i?.minutes} मिनट में समाप्त हो जाएगा। इसे कभी किसी के साथ साझा न करें।`)
}
export const inviteSubject = (i: { invitedBy: string | number; organisation: string | number }) => {
	return (`${i?.invitedBy} ने आपको बैक ऑफ़िस पर ${i?.organisation} में आमंत्रित किया है`)
}
export const inviteIntro = (i: { invitedBy: string | number; organisation: string | number; role: string | number }) => {
	return (`${i?.invitedBy} ने आपको ${i?.organisation} में ${i?.role} के रूप में जुड़ने के लिए आमंत्रित किया है।`)
}
export const inviteAction = () => {
	return (`आमंत्रण स्वीकार करें`)
}
export const inviteLinkHelp = (i: { link: string | number }) => {
	return (`या यह लिंक अपने ब्राउज़र में खोलें: ${i?.link}`)
}
export const inviteNotYou = () => {
	return (`अगर आपको इसकी उम्मीद नहीं थी, तो इस ईमेल को अनदेखा करें।`)
}
export const smsLogin = (i: { code: string | number; minutes: string | number }) => {
	return (`${i?.code} आपका बैक ऑफ़िस साइन-इन कोड है। यह ${i?.minutes} मिनट में समाप्त हो जाएगा। इसे किसी के साथ साझा न करें।`)
}
export const smsReset = (i: { code: string | number; minutes: string | number }) => {
	return (`${i?.code} आपका बैक ऑफ़िस पासवर्ड रीसेट कोड है। यह ${i?.minutes} मिनट में समाप्त हो जाएगा। इसे किसी के साथ साझा न करें।`)
}
