// Written by scripts/i18n.mjs from messages/*/<area>.json: edit the catalogues, then run `npm run i18n`.

export const enterAuthenticatorCode = () => {
	return (`अपने ऑथेंटिकेटर ऐप से 6 अंकों का कोड डालें।`)
}
export const wrongAuthenticatorCode = () => {
	return (`यह कोड सही नहीं है। ऐप का सबसे नया कोड या कोई बैकअप कोड आज़माएँ।`)
}
export const authenticatorCodeFormat = () => {
	return (`अपने ऐप के 6 अंक डालें`)
}
export const backupCodeFormat = () => {
	return (`1a2b3-c4d5e जैसा बैकअप कोड डालें`)
}
export const codeOrBackup = () => {
	return (`ऐप का कोड या कोई बैकअप कोड डालें`)
}
export const totpLoaded = () => {
	return (`ऑथेंटिकेटर ऐप की स्थिति लोड हो गई`)
}
export const totpStarted = () => {
	return (`अपने ऑथेंटिकेटर ऐप से QR कोड स्कैन करें, फिर ऐप में दिख रहा कोड डालें।`)
}
export const totpEnabled = () => {
	return (`ऑथेंटिकेटर ऐप चालू हो गया। अपने बैकअप कोड सुरक्षित जगह रखें: वे सिर्फ़ अभी दिखाए जा रहे हैं।`)
}
export const totpDisabled = () => {
	return (`ऑथेंटिकेटर ऐप बंद हो गया। आपको फिर से SMS कोड मिलेंगे।`)
}
export const totpNotStarted = () => {
	return (`सेटअप फिर से शुरू करें: नया QR कोड स्कैन करें।`)
}
export const totpNotOn = () => {
	return (`ऑथेंटिकेटर ऐप चालू नहीं है।`)
}
