import type { Employee } from '../../contract/employees'
import { choice, flag, formFields, idList, text } from '../../ui/form/codecs'

/** The employee form's fields, under the contract's keys. */
export const employeeFields = formFields({
  name: text,
  phone: text,
  email: text,
  city: choice<Employee['city'] | ''>(''),
  region_ids: idList,
  is_active: flag(true),
  updated_at: text,
})
