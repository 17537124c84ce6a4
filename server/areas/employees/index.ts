// What other areas may use of the survey employees: the table (the palette finds them).
export { surveyEmployees } from './schema'
