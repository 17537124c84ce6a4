// What the rest of the server may use of the inbox: telling people of a change, in its transaction.
export { notify } from './notify'
