// Written by scripts/i18n.mjs from messages/*/<area>.json: edit the catalogues, then run `npm run i18n`.

export const typeBrand = () => {
	return (`ब्रांड`)
}
export const typeProductTemplate = () => {
	return (`प्रोडक्ट टेम्पलेट`)
}
export const typeProductVariant = () => {
	return (`प्रोडक्ट वेरिएंट`)
}
export const typeInventory = () => {
	return (`इन्वेंटरी`)
}
export const typePromoCode = () => {
	return (`प्रोमो कोड`)
}
export const typeFeed = () => {
	return (`फ़ीड`)
}
export const typeCampaign = () => {
	return (`कैंपेन`)
}
export const typeAd = () => {
	return (`विज्ञापन`)
}
export const typeSubscriber = () => {
	return (`सब्सक्राइबर`)
}
export const typeComplaint = () => {
	return (`शिकायत`)
}
export const typeWalletTransaction = () => {
	return (`वॉलेट ट्रांज़ैक्शन`)
}
export const typeLedgerEntry = () => {
	return (`लेजर एंट्री`)
}
export const typeEmployee = () => {
	return (`कर्मचारी`)
}
export const typeBooking = () => {
	return (`बुकिंग`)
}
export const typeCarType = () => {
	return (`कार टाइप`)
}
export const typeTour = () => {
	return (`टूर`)
}
export const typeOrganisation = () => {
	return (`संस्था`)
}
export const labelAt = () => {
	return (`कब`)
}
export const labelPerson = () => {
	return (`व्यक्ति`)
}
export const labelRole = () => {
	return (`भूमिका`)
}
export const labelRecordType = () => {
	return (`रिकॉर्ड टाइप`)
}
export const labelRecord = () => {
	return (`रिकॉर्ड`)
}
export const labelAction = () => {
	return (`काम`)
}
export const labelChanges = () => {
	return (`बदलाव`)
}
export const actionCreated = () => {
	return (`बनाया`)
}
export const actionUpdated = () => {
	return (`बदला`)
}
export const actionStatus = () => {
	return (`स्टेटस बदला`)
}
export const actionCancelled = () => {
	return (`रद्द किया`)
}
export const actionAdjusted = () => {
	return (`एडजस्ट किया`)
}
export const actionNoted = () => {
	return (`नोट जोड़ा`)
}
export const actionAssigned = () => {
	return (`सौंपा`)
}
export const actionImported = () => {
	return (`इंपोर्ट किया`)
}
export const actionBulk = () => {
	return (`एक साथ बदला`)
}
export const date = () => {
	return (`तारीख`)
}
export const activity = () => {
	return (`गतिविधि`)
}
export const activityDescription = () => {
	return (`आपकी संस्था में किसने, कब, क्या बदला, और किससे क्या किया।`)
}
export const searchRecord = () => {
	return (`रिकॉर्ड से खोजें`)
}
export const nounChange = () => {
	return (`बदलाव`)
}
export const nounChanges = () => {
	return (`बदलाव`)
}
export const fetchActivityFailed = () => {
	return (`गतिविधि लोड नहीं हो सकी`)
}
export const emptyTitle = () => {
	return (`अभी कोई गतिविधि नहीं`)
}
export const emptyText = () => {
	return (`आपकी संस्था में कोई भी बदलाव करे, वह यहाँ दर्ज होता है।`)
}
export const forbidden = () => {
	return (`आपको यह करने की अनुमति नहीं है।`)
}
export const unknownType = () => {
	return (`इस तरह के रिकॉर्ड की कोई हिस्ट्री नहीं है।`)
}
export const recordNotFound = () => {
	return (`रिकॉर्ड नहीं मिला।`)
}
export const brokenLink = (i: { seq: string | number }) => {
	return (`हिस्ट्री में एंट्री ${i?.seq} पर कड़ी टूटी है।`)
}
export const intact = () => {
	return (`हिस्ट्री पूरी तरह सही है।`)
}
export const peopleLoaded = () => {
	return (`लोग लोड हुए`)
}
export const verbCreated = () => {
	return (`ने बनाया`)
}
export const verbUpdated = () => {
	return (`ने बदला`)
}
export const verbStatus = () => {
	return (`ने स्टेटस बदला`)
}
export const verbCancelled = () => {
	return (`ने रद्द किया`)
}
export const verbAdjusted = () => {
	return (`ने एडजस्ट किया`)
}
export const verbNoted = () => {
	return (`ने नोट जोड़ा`)
}
export const verbAssigned = () => {
	return (`ने सौंपा`)
}
export const verbImported = () => {
	return (`ने इंपोर्ट किया`)
}
export const verbBulk = () => {
	return (`ने एक साथ बदला`)
}
export const typeMember = () => {
	return (`टीम सदस्य`)
}
export const typeInvite = () => {
	return (`निमंत्रण`)
}
export const actionInvited = () => {
	return (`आमंत्रित किया`)
}
export const actionSignedIn = () => {
	return (`साइन इन किया`)
}
export const actionSignInFailed = () => {
	return (`विफल साइन-इन`)
}
export const actionSignedOut = () => {
	return (`साइन आउट किया`)
}
export const verbInvited = () => {
	return (`ने आमंत्रित किया`)
}
export const verbSignedIn = () => {
	return (`ने साइन इन किया`)
}
export const verbSignInFailed = () => {
	return (`का साइन इन विफल रहा`)
}
export const verbSignedOut = () => {
	return (`ने साइन आउट किया`)
}
