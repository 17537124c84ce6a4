/** The business's time zone: every organisation here trades in India, so its days are cut at Indian midnight. */
export const businessZone = 'Asia/Kolkata'

/** India's offset from UTC in milliseconds (India keeps no daylight saving). */
const indiaOffsetMs = 5.5 * 3_600_000

/** The India day (YYYY-MM-DD) at `time`, today by default. */
export const indiaDay = (time = Date.now()) => new Date(time + indiaOffsetMs).toISOString().slice(0, 10)
