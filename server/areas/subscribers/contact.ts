// Who sees a subscriber's contact details, and how they are masked for everyone else (subscribers, complaints, search).

/** The roles that see subscribers' phone numbers and emails in full; the server masks them for everyone else. */
const contactRoles: readonly string[] = ['owner', 'manager', 'support']
export const seesContact = (role: string) => contactRoles.includes(role)

/** +919876543210 -> +91******3210 */
export const maskPhone = (phone: string) => `${phone.slice(0, 3)}${'*'.repeat(Math.max(0, phone.length - 7))}${phone.slice(-4)}`
/** ravi.kumar@gmail.com -> r***@gmail.com */
export const maskEmail = (email: string) => {
  const at = email.indexOf('@')
  return at < 1 ? '***' : `${email[0]}***${email.slice(at)}`
}
