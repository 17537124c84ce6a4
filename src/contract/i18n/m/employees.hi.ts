// Written by scripts/i18n.mjs from messages/*/<area>.json: edit the catalogues, then run `npm run i18n`.
import * as registry from '../registry'

export const labelName = () => {
	return (`नाम`)
}
export const labelPhone = () => {
	return (`फ़ोन`)
}
export const labelEmail = () => {
	return (`ईमेल`)
}
export const labelCity = () => {
	return (`शहर`)
}
export const labelRegions = () => {
	return (`इलाके`)
}
export const labelActive = () => {
	return (`एक्टिव`)
}
export const labelLastSeen = () => {
	return (`आखिरी बार देखा`)
}
export const labelAdded = () => {
	return (`जोड़ा गया`)
}
export const labelUpdated = () => {
	return (`अपडेट`)
}
export const newEmployee = () => {
	return (`नया कर्मचारी`)
}
export const addDescription = () => {
	return (`मार्केट-सर्वे कर्मचारी और उनके इलाके।`)
}
export const backToEmployees = () => {
	return (`कर्मचारियों पर वापस`)
}
export const editName = (i: { name: string | number }) => {
	return (`${i?.name} बदलें`)
}
export const editEmployee = () => {
	return (`कर्मचारी बदलें`)
}
export const coversRegions = (i: { count: string | number; shown: string | number }) => {const n = registry.plural("hi", i?.count, {});
	if (n === "one") return (`${i?.shown} इलाका देखते हैं।`);
	return (`${i?.shown} इलाके देखते हैं।`)
	
}
export const editDescription = () => {
	return (`संपर्क जानकारी या इलाके बदलें।`)
}
export const whatEmployee = () => {
	return (`कर्मचारी`)
}
export const regionsMap = () => {
	return (`इलाकों का नक्शा`)
}
export const importAction = () => {
	return (`इंपोर्ट`)
}
export const employees = () => {
	return (`कर्मचारी`)
}
export const listDescription = () => {
	return (`मार्केट-सर्वे कर्मचारी और शहर के वे इलाके जो वे देखते हैं।`)
}
export const searchPlaceholder = () => {
	return (`नाम, फ़ोन और ईमेल खोजें`)
}
export const nounOne = () => {
	return (`कर्मचारी`)
}
export const nounMany = () => {
	return (`कर्मचारी`)
}
export const fetchEmployeesFailed = () => {
	return (`कर्मचारी लोड नहीं हो सके`)
}
export const fetchRegionsFailed = () => {
	return (`इलाके लोड नहीं हो सके`)
}
export const emptyTitle = () => {
	return (`अभी कोई कर्मचारी नहीं`)
}
export const emptyText = () => {
	return (`सर्वे कर्मचारी जोड़ें और उनके इलाके चुनें।`)
}
export const sectionEmployee = () => {
	return (`कर्मचारी`)
}
export const sectionEmployeeText = () => {
	return (`कौन सर्वे करता है, और उनसे कैसे संपर्क करें।`)
}
export const phonePlaceholder = () => {
	return (`10 अंकों का मोबाइल नंबर`)
}
export const inactiveHint = () => {
	return (`इनएक्टिव कर्मचारी इलाकों की गिनती में नहीं आते`)
}
export const sectionWhere = () => {
	return (`वे कहाँ सर्वे करते हैं`)
}
export const sectionWhereText = () => {
	return (`पहले शहर, फिर उस शहर के इलाके जो कर्मचारी देखता है।`)
}
export const selectCity = () => {
	return (`शहर चुनें`)
}
export const regionsFailed = () => {
	return (`इलाके लोड नहीं हो सके। कनेक्शन जाँचें और फ़ॉर्म फिर खोलें।`)
}
export const noRegionsInCity = () => {
	return (`इस शहर में कोई इलाका नहीं है।`)
}
export const chooseCityFirst = () => {
	return (`पहले शहर चुनें`)
}
export const regionHint = () => {
	return (`इलाके के साथ की संख्या बताती है कि अभी कितने एक्टिव कर्मचारी उसे देखते हैं`)
}
export const saveChanges = () => {
	return (`बदलाव सेव करें`)
}
export const addEmployee = () => {
	return (`कर्मचारी जोड़ें`)
}
export const regionOption = (i: { name: string | number; count: string | number }) => {
	return (`${i?.name} (${i?.count})`)
}
export const active = () => {
	return (`एक्टिव`)
}
export const inactive = () => {
	return (`इनएक्टिव`)
}
export const never = () => {
	return (`कभी नहीं`)
}
export const region = () => {
	return (`इलाका`)
}
export const status = () => {
	return (`स्टेटस`)
}
export const pincodesLine = (i: { count: string | number; shown: string | number; pincodes: string | number }) => {const n = registry.plural("hi", i?.count, {});
	if (n === "one") return (`पिनकोड ${i?.pincodes} · ${i?.shown} कर्मचारी`);
	return (`पिनकोड ${i?.pincodes} · ${i?.shown} कर्मचारी`)
	
}
export const noEmployeeCovers = () => {
	return (`अभी कोई कर्मचारी यह इलाका नहीं देखता।`)
}
export const regions = () => {
	return (`इलाके`)
}
export const regionsDescription = () => {
	return (`सर्वे कर्मचारी कहाँ काम करते हैं: गहरे इलाकों में ज़्यादा एक्टिव कर्मचारी हैं।`)
}
export const city = () => {
	return (`शहर`)
}
export const theCityRegions = (i: { city: string | number }) => {
	return (`${i?.city} के इलाके`)
}
export const noRegions = () => {
	return (`कोई इलाका नहीं`)
}
export const cityHasNoRegions = (i: { city: string | number }) => {
	return (`${i?.city} में अभी कोई इलाका नहीं है।`)
}
export const theEmployees = () => {
	return (`कर्मचारी`)
}
export const importEmployees = () => {
	return (`कर्मचारी इंपोर्ट करें`)
}
export const seenAgo = (i: { age: string | number }) => {
	return (`देखा ${i?.age}`)
}
export const regionsAndEmployees = () => {
	return (`इलाके और कर्मचारी`)
}
export const cityRegions = (i: { city: string | number }) => {
	return (`${i?.city} के इलाके`)
}
export const chooseCity = () => {
	return (`कृपया शहर चुनें`)
}
export const chooseEmployee = () => {
	return (`कृपया कर्मचारी चुनें`)
}
export const enterName = () => {
	return (`कृपया नाम लिखें`)
}
export const nameTooLong = () => {
	return (`नाम में ज़्यादा से ज़्यादा 80 अक्षर हो सकते हैं`)
}
export const enterPhone = () => {
	return (`कृपया फ़ोन नंबर डालें`)
}
export const validPhone = () => {
	return (`कृपया सही 10 अंकों का मोबाइल नंबर डालें`)
}
export const enterEmail = () => {
	return (`कृपया ईमेल पता डालें`)
}
export const invalidEmail = () => {
	return (`ईमेल का फ़ॉर्मेट गलत है`)
}
export const chooseRegions = () => {
	return (`कृपया इलाके चुनें`)
}
export const chooseOneRegion = () => {
	return (`कृपया कम से कम एक इलाका चुनें`)
}
export const employeeNotFound = () => {
	return (`कर्मचारी नहीं मिला।`)
}
export const employeeLoaded = () => {
	return (`कर्मचारी लोड हुआ`)
}
export const employeeCreated = () => {
	return (`कर्मचारी जोड़ा गया`)
}
export const employeeUpdated = () => {
	return (`कर्मचारी अपडेट हुआ`)
}
export const regionsLoaded = () => {
	return (`इलाके लोड हुए`)
}
export const tileActive = () => {
	return (`एक्टिव सर्वे कर्मचारी`)
}
export const tileRegions = () => {
	return (`कवर किए गए इलाके`)
}
