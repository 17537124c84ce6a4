// Written by scripts/i18n.mjs from messages/*/<area>.json: edit the catalogues, then run `npm run i18n`.

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
export const rolesLoaded = () => {
	return (`भूमिकाएँ लोड हो गईं`)
}
export const roleLoaded = () => {
	return (`भूमिका लोड हो गई`)
}
export const roleCreated = () => {
	return (`भूमिका बन गई`)
}
export const roleSaved = () => {
	return (`भूमिका सहेज दी गई`)
}
export const roleDeleted = () => {
	return (`भूमिका हटा दी गई`)
}
export const roleNotFound = () => {
	return (`भूमिका नहीं मिली`)
}
export const roleInUse = (i: { count: string | number }) => {
	return (`यह भूमिका ${i?.count} लोगों को दी गई है। इसे हटाने से पहले उन्हें कोई दूसरी भूमिका दें।`)
}
export const roleAboveOwn = () => {
	return (`आप किसी भूमिका को अपने से ज़्यादा अधिकार नहीं दे सकते।`)
}
export const ownerRoleFixed = () => {
	return (`मालिक की भूमिका हमेशा सब कुछ खोलती है; इसे बदला या हटाया नहीं जा सकता।`)
}
export const builtinFixed = () => {
	return (`डिफ़ॉल्ट भूमिका का नाम नहीं बदलता और उसे हटाया नहीं जा सकता।`)
}
export const nameTaken = () => {
	return (`इस नाम की भूमिका पहले से है।`)
}
export const enterName = () => {
	return (`नाम लिखें`)
}
export const nameMax = () => {
	return (`नाम ज़्यादा से ज़्यादा 60 अक्षरों का हो सकता है`)
}
export const chooseGrant = () => {
	return (`कोई पहुँच नहीं, देखना, या देखना और बदलना चुनें`)
}
export const title = () => {
	return (`भूमिकाएँ`)
}
export const description = () => {
	return (`हर भूमिका क्या खोल सकती है, देख सकती है और बदल सकती है।`)
}
export const newRole = () => {
	return (`नई भूमिका`)
}
export const copy = () => {
	return (`कॉपी करें`)
}
export const edit = () => {
	return (`बदलें`)
}
export const deleteRole = () => {
	return (`हटाएँ`)
}
export const save = () => {
	return (`सहेजें`)
}
export const cancel = () => {
	return (`रद्द करें`)
}
export const columnName = () => {
	return (`नाम`)
}
export const columnKind = () => {
	return (`प्रकार`)
}
export const columnMembers = () => {
	return (`लोग`)
}
export const columnScreens = () => {
	return (`स्क्रीन`)
}
export const kindDefault = () => {
	return (`डिफ़ॉल्ट`)
}
export const kindCustom = () => {
	return (`अपनी`)
}
export const searchPlaceholder = () => {
	return (`भूमिकाएँ खोजें`)
}
export const empty = () => {
	return (`कोई भूमिका नहीं मिली।`)
}
export const loadFailed = () => {
	return (`भूमिकाएँ लोड नहीं हो सकीं।`)
}
export const grantNone = () => {
	return (`कोई पहुँच नहीं`)
}
export const grantView = () => {
	return (`देखना`)
}
export const grantChange = () => {
	return (`देखना और बदलना`)
}
export const alwaysOpen = () => {
	return (`हर भूमिका यह स्क्रीन खोलती है।`)
}
export const ownerNote = () => {
	return (`मालिक की भूमिका हमेशा हर स्क्रीन खोलती है।`)
}
export const copyOf = (i: { name: string | number }) => {
	return (`${i?.name} की कॉपी`)
}
export const confirmDeleteTitle = () => {
	return (`यह भूमिका हटाएँ?`)
}
export const confirmDeleteBody = (i: { name: string | number }) => {
	return (`${i?.name} हटा दी जाएगी। अभी यह किसी के पास नहीं है।`)
}
export const editTitle = () => {
	return (`भूमिका बदलें`)
}
export const newTitle = () => {
	return (`नई भूमिका`)
}
export const name = () => {
	return (`नाम`)
}
export const screens = () => {
	return (`स्क्रीन`)
}
export const screensCount = (i: { count: string | number }) => {
	return (`${i?.count} स्क्रीन`)
}
export const nounOne = () => {
	return (`भूमिका`)
}
export const nounMany = () => {
	return (`भूमिकाएँ`)
}
export const backToRoles = () => {
	return (`भूमिकाओं पर वापस`)
}
export const createRole = () => {
	return (`भूमिका बनाएँ`)
}
export const membersCount = (i: { count: string | number }) => {
	return (`${i?.count} लोगों को दी गई`)
}
export const copyNamed = (i: { name: string | number }) => {
	return (`${i?.name} की कॉपी बनाएँ`)
}
export const requireTotp = () => {
	return (`ऑथेंटिकेटर ऐप से साइन इन`)
}
export const requireTotpHint = () => {
	return (`इसके लोगों से ऑथेंटिकेटर ऐप सेट करने और SMS कोड की जगह उससे साइन इन करने को कहा जाता है।`)
}
