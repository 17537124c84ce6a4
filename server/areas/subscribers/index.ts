// What other areas may use of the subscribers: the table, and who sees their contact details.
export { subscribers } from './schema'
export { maskEmail, maskPhone, seesContact } from './contact'
