// What the rest of the server may use of the inbox: telling people of a change, in its transaction; the push sender.
export { notify } from './notify'
export { startNoticeJobs } from './deliver'
export { sendDigests, startDigests } from './digest'
export { memberName, mentionedIn, mentionOptions } from './mentions'
export { recordNotes } from './record-notes'
