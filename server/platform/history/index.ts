// What other areas may use of the history: its CSV (the ads service writes its own history in the same shape).
export { historyCsv } from './reads'
