// What other areas may use of the complaints: the tables (a subscriber's tickets) and how a ticket is numbered.
export { complaintEvents, complaints } from './schema'
export { ticketNumber } from './ticket-number'
