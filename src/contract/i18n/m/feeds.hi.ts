// Written by scripts/i18n.mjs from messages/*/<area>.json: edit the catalogues, then run `npm run i18n`.

export const labelTitle = () => {
	return (`शीर्षक`)
}
export const labelText = () => {
	return (`टेक्स्ट`)
}
export const labelType = () => {
	return (`प्रकार`)
}
export const labelImage = () => {
	return (`इमेज`)
}
export const labelStatus = () => {
	return (`स्टेटस`)
}
export const labelPublishAt = () => {
	return (`पब्लिश का समय`)
}
export const labelCreated = () => {
	return (`बनाया गया`)
}
export const labelUpdated = () => {
	return (`अपडेट किया गया`)
}
export const typePost = () => {
	return (`पोस्ट`)
}
export const typeOffer = () => {
	return (`ऑफ़र`)
}
export const typeAnnouncement = () => {
	return (`घोषणा`)
}
export const typeEvent = () => {
	return (`इवेंट`)
}
export const published = () => {
	return (`पब्लिश्ड`)
}
export const unpublished = () => {
	return (`अनपब्लिश्ड`)
}
export const publish = () => {
	return (`पब्लिश करें`)
}
export const unpublish = () => {
	return (`अनपब्लिश करें`)
}
export const newPost = () => {
	return (`नई पोस्ट`)
}
export const newPostText = () => {
	return (`आपके ब्रांड की फ़ीड के लिए पोस्ट, अभी या आपके चुने समय पर।`)
}
export const backToFeeds = () => {
	return (`फ़ीड पर वापस`)
}
export const scheduled = (i: { date: string | number }) => {
	return (`${i?.date} (शेड्यूल्ड)`)
}
export const postSection = () => {
	return (`पोस्ट`)
}
export const postSectionText = () => {
	return (`आपके ग्राहक फ़ीड में जो पढ़ते हैं।`)
}
export const titlePlaceholder = () => {
	return (`जैसे फ़ेस्टिव कलेक्शन आ गया`)
}
export const publishingSection = () => {
	return (`पब्लिशिंग`)
}
export const publishingSectionText = () => {
	return (`पब्लिश्ड पोस्ट अपने पब्लिश के समय से दिखती है।`)
}
export const statusHint = () => {
	return (`पोस्ट हटाने के लिए बंद करें`)
}
export const saveChanges = () => {
	return (`बदलाव सेव करें`)
}
export const publishPost = () => {
	return (`पोस्ट पब्लिश करें`)
}
export const imageSectionText = () => {
	return (`फ़ीड में टेक्स्ट के ऊपर और लिस्ट में थंबनेल के रूप में दिखती है।`)
}
export const statusFailed = () => {
	return (`स्टेटस नहीं बदल सका`)
}
export const feedsTitle = () => {
	return (`फ़ीड`)
}
export const feedsText = () => {
	return (`आपके ब्रांड अपनी फ़ीड में जो पोस्ट करते हैं, अभी पब्लिश्ड या शेड्यूल्ड।`)
}
export const searchFeeds = () => {
	return (`शीर्षक और टेक्स्ट खोजें`)
}
export const postOne = () => {
	return (`पोस्ट`)
}
export const postMany = () => {
	return (`पोस्ट`)
}
export const feedsFailed = () => {
	return (`फ़ीड लोड नहीं हो सकीं`)
}
export const feedFailed = () => {
	return (`फ़ीड पोस्ट लोड नहीं हो सकी`)
}
export const feedsEmptyTitle = () => {
	return (`अभी कोई पोस्ट नहीं`)
}
export const feedsEmptyText = () => {
	return (`पोस्ट लिखें, इमेज जोड़ें और चुनें कि वह कब लाइव हो।`)
}
export const publishedFilter = () => {
	return (`पब्लिश हुई`)
}
export const editTitle = (i: { title: string | number }) => {
	return (`${i?.title} बदलें`)
}
export const editPost = () => {
	return (`पोस्ट बदलें`)
}
export const unpublishedText = () => {
	return (`अनपब्लिश्ड: फ़ीड में नहीं दिखती।`)
}
export const editText = () => {
	return (`पोस्ट, उसकी इमेज या दिखने का समय बदलें; हटाने के लिए अनपब्लिश करें।`)
}
export const feedNoun = () => {
	return (`फ़ीड पोस्ट`)
}
export const chooseImage = () => {
	return (`कृपया इमेज फ़ाइल चुनें`)
}
export const oneImage = () => {
	return (`एक पोस्ट में एक ही इमेज हो सकती है`)
}
export const enterTitle = () => {
	return (`कृपया शीर्षक डालें`)
}
export const titleMax = () => {
	return (`शीर्षक ज़्यादा से ज़्यादा 120 अक्षरों का हो`)
}
export const enterBody = () => {
	return (`कृपया पोस्ट का टेक्स्ट डालें`)
}
export const bodyMax = () => {
	return (`टेक्स्ट ज़्यादा से ज़्यादा 2000 अक्षरों का हो`)
}
export const chooseType = () => {
	return (`कृपया प्रकार चुनें`)
}
export const choosePublishTime = () => {
	return (`कृपया पब्लिश का समय चुनें`)
}
export const choosePublished = () => {
	return (`कृपया पब्लिश्ड या अनपब्लिश्ड चुनें`)
}
export const feedMissing = () => {
	return (`फ़ीड पोस्ट नहीं बताई गई`)
}
export const feedNotFound = () => {
	return (`फ़ीड पोस्ट नहीं मिली।`)
}
export const feedPosts = () => {
	return (`फ़ीड पोस्ट`)
}
export const publishing = () => {
	return (`पब्लिश कर रहे हैं`)
}
export const unpublishing = () => {
	return (`अनपब्लिश कर रहे हैं`)
}
