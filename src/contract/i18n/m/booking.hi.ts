// Written by scripts/i18n.mjs from messages/*/<area>.json: edit the catalogues, then run `npm run i18n`.
import * as registry from '../registry'

export const customer = () => {
	return (`ग्राहक`)
}
export const phone = () => {
	return (`फ़ोन`)
}
export const pickup = () => {
	return (`पिकअप`)
}
export const drop = () => {
	return (`ड्रॉप`)
}
export const carType = () => {
	return (`कार टाइप`)
}
export const fare = () => {
	return (`किराया`)
}
export const distance = () => {
	return (`दूरी`)
}
export const time = () => {
	return (`समय`)
}
export const status = () => {
	return (`स्टेटस`)
}
export const scheduled = () => {
	return (`तय समय`)
}
export const booked = () => {
	return (`बुक हुआ`)
}
export const tour = () => {
	return (`टूर`)
}
export const city = () => {
	return (`शहर`)
}
export const date = () => {
	return (`तारीख`)
}
export const driver = () => {
	return (`ड्राइवर`)
}
export const vehicle = () => {
	return (`गाड़ी`)
}
export const stops = () => {
	return (`स्टॉप`)
}
export const done = () => {
	return (`पूरा`)
}
export const failed = () => {
	return (`फ़ेल`)
}
export const pending = () => {
	return (`बाकी`)
}
export const statusRequested = () => {
	return (`रिक्वेस्ट हुई`)
}
export const statusAssigned = () => {
	return (`असाइन हुई`)
}
export const statusOnTrip = () => {
	return (`सफ़र में`)
}
export const statusCompleted = () => {
	return (`पूरी हुई`)
}
export const statusCancelled = () => {
	return (`कैंसल हुई`)
}
export const statusPlanned = () => {
	return (`तय`)
}
export const statusInProgress = () => {
	return (`चल रहा है`)
}
export const tourCompleted = () => {
	return (`पूरा हुआ`)
}
export const name = () => {
	return (`नाम`)
}
export const seats = () => {
	return (`सीटें`)
}
export const baseFare = () => {
	return (`बेस किराया`)
}
export const perKm = () => {
	return (`प्रति km`)
}
export const perMinute = () => {
	return (`प्रति मिनट`)
}
export const reason = () => {
	return (`कारण`)
}
export const stop = () => {
	return (`स्टॉप`)
}
export const cityHyd = () => {
	return (`हैदराबाद`)
}
export const cityDelhi = () => {
	return (`दिल्ली`)
}
export const route = () => {
	return (`रूट`)
}
export const routeCell = (i: { from: string | number; to: string | number }) => {
	return (`${i?.from} → ${i?.to}`)
}
export const now = () => {
	return (`अभी`)
}
export const later = () => {
	return (`बाद के लिए शेड्यूल करें`)
}
export const choosePickupTime = () => {
	return (`कृपया पिकअप का समय चुनें`)
}
export const ride = () => {
	return (`राइड`)
}
export const rideText = () => {
	return (`कार, और ग्राहक को कहाँ से लेना और कहाँ छोड़ना है।`)
}
export const chooseCarTypePlaceholder = () => {
	return (`कार टाइप चुनें`)
}
export const cityHint = () => {
	return (`जानी-पहचानी जगहें इसी शहर में खोजी जाती हैं`)
}
export const pickupName = () => {
	return (`पिकअप का नाम`)
}
export const dropName = () => {
	return (`ड्रॉप का नाम`)
}
export const latitude = () => {
	return (`अक्षांश (Latitude)`)
}
export const longitude = () => {
	return (`देशांतर (Longitude)`)
}
export const whenAndWho = () => {
	return (`कब और किसके लिए`)
}
export const when = () => {
	return (`कब`)
}
export const pickupTime = () => {
	return (`पिकअप का समय`)
}
export const customerName = () => {
	return (`ग्राहक का नाम`)
}
export const customerPhone = () => {
	return (`ग्राहक का फ़ोन`)
}
export const phonePlaceholder = () => {
	return (`+91 98xxxxxxxx`)
}
export const bookRide = () => {
	return (`राइड बुक करें`)
}
export const fareEstimate = () => {
	return (`अनुमानित किराया`)
}
export const tripAbout = (i: { km: string | number; minutes: string | number }) => {
	return (`लगभग ${i?.km} km, ${i?.minutes} मिनट`)
}
export const fareNote = () => {
	return (`। बुक करते ही संगठन के वॉलेट से भुगतान होगा।`)
}
export const fareChoose = () => {
	return (`किराया: कार और दोनों जगहें चुनें`)
}
export const searchPickup = () => {
	return (`पिकअप खोजें`)
}
export const searchDrop = () => {
	return (`ड्रॉप खोजें`)
}
export const pickupPlaces = () => {
	return (`पिकअप की जगहें`)
}
export const dropPlaces = () => {
	return (`ड्रॉप की जगहें`)
}
export const placeHint = () => {
	return (`जगह या इलाके के दो अक्षर लिखें`)
}
export const placePlaceholder = () => {
	return (`जगह या इलाका लिखें`)
}
export const noPlace = () => {
	return (`कोई जानी-पहचानी जगह नहीं मिली; नीचे उसके कोऑर्डिनेट लिखें।`)
}
export const walletNeedsTopUp = () => {
	return (`संगठन के वॉलेट में टॉप-अप चाहिए।`)
}
export const walletHolds = (i: { amount: string | number }) => {
	return (`राइड बुक होते ही इसी से भुगतान होता है, और इसमें ${i?.amount} हैं, जो एक राइड के किराये से कम है।`)
}
export const topUpLink = () => {
	return (`फ़ाइनेंशियल्स › वॉलेट में वॉलेट टॉप-अप करें`)
}
export const askTopUp = () => {
	return (`अपने संगठन के मालिक या फ़ाइनेंस टीम से फ़ाइनेंशियल्स › वॉलेट में टॉप-अप करने को कहें।`)
}
export const noCarTypesYet = () => {
	return (`अभी कोई कार टाइप नहीं।`)
}
export const addCarsFirst = () => {
	return (`पहले वे कारें और उनके किराये जोड़ें जिन्हें आप बुक करते हैं।`)
}
export const bookARide = () => {
	return (`राइड बुक करें`)
}
export const bookARideText = () => {
	return (`ग्राहक के लिए कार बुक करें, किसी जानी-पहचानी जगह या लिखे गए पॉइंट से, अभी या बाद में।`)
}
export const backToBookings = () => {
	return (`बुकिंग पर वापस`)
}
export const manageCarTypes = () => {
	return (`कार टाइप मैनेज करें`)
}
export const couldNotCancel = () => {
	return (`बुकिंग कैंसल नहीं हो सकी`)
}
export const youAreOffline = () => {
	return (`आप ऑफ़लाइन हैं`)
}
export const cancelBookingOf = (i: { name: string | number }) => {
	return (`${i?.name} की बुकिंग कैंसल करें`)
}
export const cancel = () => {
	return (`कैंसल`)
}
export const cancelBookingOfQuestion = (i: { name: string | number }) => {
	return (`${i?.name} की बुकिंग कैंसल करें?`)
}
export const cannotRestore = () => {
	return (`कैंसल की गई बुकिंग वापस नहीं लाई जा सकती।`)
}
export const cancelBooking = () => {
	return (`बुकिंग कैंसल करें`)
}
export const keepIt = () => {
	return (`रहने दें`)
}
export const cancelling = () => {
	return (`कैंसल हो रही हैं`)
}
export const keepThem = () => {
	return (`रहने दें`)
}
export const bookingsTitle = () => {
	return (`बुकिंग`)
}
export const bookingsText = () => {
	return (`आपके संगठन के लिए बुक हुई हर राइड; जब तक राइड सफ़र में न हो, उसे कैंसल कर सकते हैं।`)
}
export const theBookingOf = (i: { name: string | number }) => {
	return (`${i?.name} की बुकिंग`)
}
export const bookingHistory = () => {
	return (`बुकिंग की हिस्ट्री`)
}
export const searchBookings = () => {
	return (`ग्राहक, फ़ोन और जगहें खोजें`)
}
export const nounBooking = () => {
	return (`बुकिंग`)
}
export const nounBookings = () => {
	return (`बुकिंग`)
}
export const failedBookings = () => {
	return (`बुकिंग लोड नहीं हो सकीं`)
}
export const noBookings = () => {
	return (`अभी कोई बुकिंग नहीं`)
}
export const noBookingsText = () => {
	return (`ग्राहक के लिए राइड बुक करें, वह यहाँ दिखेगी।`)
}
export const carAndFare = () => {
	return (`कार और किराया`)
}
export const carAndFareText = () => {
	return (`राइड का किराया: बेस किराया, और सफ़र के हर km और हर मिनट का किराया।`)
}
export const inRupees = (i: { label: string | number }) => {
	return (`${i?.label} (₹)`)
}
export const saveCarType = () => {
	return (`कार टाइप सेव करें`)
}
export const addCarType = () => {
	return (`कार टाइप जोड़ें`)
}
export const carTypesTitle = () => {
	return (`कार टाइप`)
}
export const carTypesText = () => {
	return (`जिन कारों में आप राइड बुक करते हैं, और हर एक का किराया।`)
}
export const backToBooking = () => {
	return (`बुकिंग पर वापस`)
}
export const yourCarTypes = () => {
	return (`आपके कार टाइप`)
}
export const carTypesFailed = () => {
	return (`कार टाइप लोड नहीं हो सके।`)
}
export const noCarTypesBelow = () => {
	return (`अभी कोई कार टाइप नहीं: नीचे पहला जोड़ें।`)
}
export const close = () => {
	return (`बंद करें`)
}
export const editName = (i: { name: string | number }) => {
	return (`${i?.name} एडिट करें`)
}
export const edit = () => {
	return (`एडिट`)
}
export const addACarType = () => {
	return (`कार टाइप जोड़ें`)
}
export const vehicleNumber = () => {
	return (`गाड़ी नंबर`)
}
export const driverAndVehicle = () => {
	return (`ड्राइवर और गाड़ी`)
}
export const driverAndVehicleText = () => {
	return (`यह टूर कौन चलाएगा, और किस गाड़ी में।`)
}
export const vehiclePlaceholder = () => {
	return (`जैसे TS 09 AB 1234`)
}
export const assign = () => {
	return (`असाइन करें`)
}
export const tourCode = (i: { code: string | number }) => {
	return (`टूर ${i?.code}`)
}
export const noDriverYet = () => {
	return (`अभी कोई ड्राइवर नहीं`)
}
export const loadingTour = () => {
	return (`टूर लोड हो रहा है`)
}
export const nounTour = () => {
	return (`टूर`)
}
export const nounTours = () => {
	return (`टूर`)
}
export const couldNotUpdateStop = () => {
	return (`स्टॉप अपडेट नहीं हो सका`)
}
export const progress = () => {
	return (`प्रगति`)
}
export const markStopDoneQuestion = (i: { seq: string | number }) => {
	return (`स्टॉप ${i?.seq} को पूरा मार्क करें?`)
}
export const markedCannotChange = () => {
	return (`मार्क किया गया स्टॉप वापस बदला नहीं जा सकता।`)
}
export const markDone = () => {
	return (`पूरा मार्क करें`)
}
export const markStopDone = (i: { seq: string | number }) => {
	return (`स्टॉप ${i?.seq} पूरा मार्क करें`)
}
export const reasonStopFailed = (i: { seq: string | number }) => {
	return (`स्टॉप ${i?.seq} फ़ेल होने का कारण`)
}
export const reasonPlaceholder = () => {
	return (`फ़ेल होने का कारण`)
}
export const markFailed = () => {
	return (`फ़ेल मार्क करें`)
}
export const notAssigned = () => {
	return (`असाइन नहीं`)
}
export const logistics = () => {
	return (`लॉजिस्टिक्स`)
}
export const logisticsText = () => {
	return (`डिलीवरी टूर, उनके स्टॉप क्रम से: ड्राइवर और गाड़ी असाइन करें, स्टॉप को पूरा या फ़ेल मार्क करें।`)
}
export const searchTours = () => {
	return (`टूर, ड्राइवर और गाड़ियाँ खोजें`)
}
export const failedTours = () => {
	return (`टूर लोड नहीं हो सके`)
}
export const noTours = () => {
	return (`कोई टूर नहीं`)
}
export const noToursText = () => {
	return (`आपके संगठन के लिए तय डिलीवरी टूर यहाँ दिखते हैं।`)
}
export const failedCarfare = () => {
	return (`कार किराये लोड नहीं हो सके`)
}
export const failedCarType = () => {
	return (`कार टाइप लोड नहीं हो सका`)
}
export const failedTour = () => {
	return (`टूर लोड नहीं हो सका`)
}
export const carTypeOption = (i: { count: string | number; name: string | number; seatsShown: string | number; base: string | number; perKm: string | number }) => {const n = registry.plural("hi", i?.count, {});
	if (n === "one") return (`${i?.name} · ${i?.seatsShown} सीट · ${i?.base} + ${i?.perKm}/km`);
	return (`${i?.name} · ${i?.seatsShown} सीटें · ${i?.base} + ${i?.perKm}/km`)
	
}
export const tariff = (i: { count: string | number; seatsShown: string | number; base: string | number; perKm: string | number; perMinute: string | number }) => {const n = registry.plural("hi", i?.count, {});
	if (n === "one") return (`${i?.seatsShown} सीट · ${i?.base} + ${i?.perKm}/km + ${i?.perMinute}/मिनट`);
	return (`${i?.seatsShown} सीटें · ${i?.base} + ${i?.perKm}/km + ${i?.perMinute}/मिनट`)
	
}
export const stopsResolved = (i: { count: string | number; resolved: string | number; total: string | number; done: string | number; failed: string | number }) => {const n = registry.plural("hi", i?.count, {});
	if (n === "one") return (`${i?.total} में से ${i?.resolved} स्टॉप निपटा (${i?.done} पूरे, ${i?.failed} फ़ेल)`);
	return (`${i?.total} में से ${i?.resolved} स्टॉप निपटे (${i?.done} पूरे, ${i?.failed} फ़ेल)`)
	
}
export const routeOfTour = (i: { count: string | number; code: string | number; total: string | number }) => {const n = registry.plural("hi", i?.count, {});
	if (n === "one") return (`टूर ${i?.code} का रूट: क्रम से ${i?.total} स्टॉप`);
	return (`टूर ${i?.code} का रूट: क्रम से ${i?.total} स्टॉप`)
	
}
export const progressCell = (i: { count: string | number; resolved: string | number; total: string | number }) => {const n = registry.plural("hi", i?.count, {});
	if (n === "one") return (`${i?.resolved} / ${i?.total} स्टॉप`);
	return (`${i?.resolved} / ${i?.total} स्टॉप`)
	
}
export const progressCellFailed = (i: { count: string | number; resolved: string | number; total: string | number; failed: string | number }) => {const n = registry.plural("hi", i?.count, {});
	if (n === "one") return (`${i?.resolved} / ${i?.total} स्टॉप (${i?.failed} फ़ेल)`);
	return (`${i?.resolved} / ${i?.total} स्टॉप (${i?.failed} फ़ेल)`)
	
}
export const enterCarTypeName = () => {
	return (`कृपया कार टाइप का नाम डालें`)
}
export const nameMax40 = () => {
	return (`नाम 40 अक्षरों से ज़्यादा नहीं हो सकता`)
}
export const enterSeats = () => {
	return (`कृपया सीटें डालें`)
}
export const seatsWhole = () => {
	return (`सीटें पूरी संख्या में होनी चाहिए`)
}
export const atLeastOneSeat = () => {
	return (`कम से कम 1 सीट`)
}
export const atMost60Seats = () => {
	return (`ज़्यादा से ज़्यादा 60 सीटें`)
}
export const enterBaseFare = () => {
	return (`कृपया बेस किराया डालें`)
}
export const enterFarePerKm = () => {
	return (`कृपया प्रति km किराया डालें`)
}
export const enterFarePerMinute = () => {
	return (`कृपया प्रति मिनट किराया डालें`)
}
export const searchMax100 = () => {
	return (`खोज 100 अक्षरों से ज़्यादा नहीं हो सकती`)
}
export const placeNameMax = () => {
	return (`जगह का नाम 120 अक्षरों से ज़्यादा नहीं हो सकता`)
}
export const enterCustomerName = () => {
	return (`कृपया ग्राहक का नाम डालें`)
}
export const nameMax50 = () => {
	return (`नाम 50 अक्षरों से ज़्यादा नहीं हो सकता`)
}
export const enterPhone = () => {
	return (`कृपया फ़ोन नंबर डालें`)
}
export const validPhone = () => {
	return (`कृपया सही फ़ोन नंबर डालें`)
}
export const chooseCarType = () => {
	return (`कृपया कार टाइप चुनें`)
}
export const choosePickup = () => {
	return (`कृपया पिकअप चुनें`)
}
export const enterPickupLat = () => {
	return (`कृपया पिकअप का अक्षांश (latitude) डालें`)
}
export const enterPickupLng = () => {
	return (`कृपया पिकअप का देशांतर (longitude) डालें`)
}
export const chooseDrop = () => {
	return (`कृपया ड्रॉप चुनें`)
}
export const enterDropLat = () => {
	return (`कृपया ड्रॉप का अक्षांश (latitude) डालें`)
}
export const enterDropLng = () => {
	return (`कृपया ड्रॉप का देशांतर (longitude) डालें`)
}
export const dropDiffers = () => {
	return (`ड्रॉप और पिकअप अलग होने चाहिए`)
}
export const reasonMax200 = () => {
	return (`कारण 200 अक्षरों से ज़्यादा नहीं हो सकता`)
}
export const enterDriver = () => {
	return (`कृपया ड्राइवर डालें`)
}
export const enterVehicleNumber = () => {
	return (`कृपया गाड़ी नंबर डालें`)
}
export const vehicleNumberSuchAs = () => {
	return (`कृपया गाड़ी नंबर इस तरह डालें: TS 09 AB 1234`)
}
export const chooseDoneOrFailed = () => {
	return (`कृपया पूरा या फ़ेल चुनें`)
}
export const giveFailReason = () => {
	return (`कृपया स्टॉप फ़ेल होने का कारण बताएँ`)
}
export const inInr = (i: { label: string | number }) => {
	return (`${i?.label} (INR)`)
}
export const inKm = (i: { label: string | number }) => {
	return (`${i?.label} (km)`)
}
export const pickupPassed = () => {
	return (`पिकअप का समय निकल चुका है: अभी या बाद का समय चुनें`)
}
export const walletTooLow = (i: { balance: string | number; fare: string | number }) => {
	return (`संगठन के वॉलेट में ${i?.balance} हैं, जो इस राइड के किराये ${i?.fare} से कम है। फ़ाइनेंशियल्स › वॉलेट में टॉप-अप करें, फिर दोबारा बुक करें।`)
}
export const bookingNotFound = () => {
	return (`बुकिंग नहीं मिली।`)
}
export const cannotCancel = () => {
	return (`यह बुकिंग अब कैंसल नहीं हो सकती।`)
}
export const tourNotFound = () => {
	return (`टूर नहीं मिला।`)
}
export const stopNotFound = () => {
	return (`स्टॉप नहीं मिला।`)
}
export const rideBooked = () => {
	return (`राइड बुक हो गई`)
}
export const bookingCancelled = () => {
	return (`बुकिंग कैंसल हो गई`)
}
export const bookingLoaded = () => {
	return (`बुकिंग लोड हो गई`)
}
export const driverAssigned = () => {
	return (`ड्राइवर और गाड़ी असाइन हो गए`)
}
export const stopUpdated = () => {
	return (`स्टॉप अपडेट हो गया`)
}
export const tourLoaded = () => {
	return (`टूर लोड हो गया`)
}
export const carTypesLoaded = () => {
	return (`कार टाइप लोड हो गए`)
}
export const walletLoaded = () => {
	return (`वॉलेट लोड हो गया`)
}
export const placesLoaded = () => {
	return (`जगहें लोड हो गईं`)
}
export const todaysBookingsTile = (i: { status: string | number }) => {
	return (`आज की बुकिंग: ${i?.status}`)
}
