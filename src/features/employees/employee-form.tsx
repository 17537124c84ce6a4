import { useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { cities } from '../../contract/accounts'
import { employeeCreateBody, employeeLabels, employeeStaleResponse, employeeUpdateBody, type Employee, type SurveyCity } from '../../contract/employees'
import { CheckboxGroupField } from '../../ui/form/checkbox-group-field'
import { validateWith } from '../../ui/form/codecs'
import { FormSection, FormWide } from '../../ui/form/form-layout'
import { ResourceForm } from '../../ui/form/resource-form'
import { SwitchField } from '../../ui/form/switch-field'
import { useResourceForm } from '../../ui/form/use-resource-form'
import { createEmployee, employees, regionKeys, regionsQuery, updateEmployee } from './api'
import { employeeFields } from './form-values'

const labels = employeeLabels

/** One form for create and update: regions are picked among the chosen city's; the server's full error body lands on the fields. */
export function EmployeeForm({ record, draftKey }: { record?: Employee; draftKey: string }) {
  const state = useResourceForm({
    draftKey,
    record,
    empty: employeeFields.empty(),
    valuesOf: employeeFields.read,
    validate: validateWith(employeeCreateBody, employeeFields.write),
    create: (values, key) => createEmployee(v.parse(employeeCreateBody, employeeFields.write(values)), key),
    update: (values, employee) => updateEmployee(employee.operator_id, v.parse(employeeUpdateBody, employeeFields.write(values))),
    staleSchema: employeeStaleResponse,
    cache: { keys: employees.keys, rowId: (employee) => employee.operator_id, touched: [regionKeys.all, employees.keys.all] },
    listPath: '/employees',
    // SPEC.md 8: employee creation keeps the full error body for the form.
    errorFields: ['error', 'message', 'detail', 'errors'],
  })
  const { form, values } = state
  const city = values.city as SurveyCity | ''
  const regions = useQuery({ ...regionsQuery(city || 'hyd'), enabled: city !== '' })
  const regionOptions = (regions.data ?? []).map((region) => ({ value: region.region_id, label: `${region.name} (${region.employee_count})` }))
  const regionName = (id: string) => regions.data?.find((region) => region.region_id === id)?.name ?? id
  return (
    <ResourceForm
      state={state}
      readers={employeeFields.readers(labels, { region_ids: (ids) => ids.split(',').filter(Boolean).map(regionName).join(', ') })}
      cancelTo="/employees"
      submitLabel={record ? 'Save changes' : 'Add employee'}
    >
      <FormSection title="Employee" text="Who surveys, and how to reach them.">
        <form.AppField name="name">{(field) => <field.TextField label={labels.name} autoComplete="off" maxLength={80} required />}</form.AppField>
        <form.AppField name="phone">
          {(field) => <field.TextField label={labels.phone} type="tel" inputMode="numeric" placeholder="10-digit mobile number" required />}
        </form.AppField>
        <form.AppField name="email">{(field) => <field.TextField label={labels.email} type="email" autoComplete="off" required />}</form.AppField>
        <form.AppField name="is_active">
          {() => <SwitchField label={labels.is_active} hint="Inactive employees are left out of the region counts" />}
        </form.AppField>
      </FormSection>
      <FormSection title="Where they survey" text="A city, then the regions of that city the employee covers.">
        <form.AppField name="city" listeners={{ onChange: () => form.setFieldValue('region_ids', []) }}>
          {(field) => <field.SelectField label={labels.city} options={cities} placeholder="Select City" required />}
        </form.AppField>
        <FormWide>
          <form.AppField name="region_ids">
            {() => (
              <CheckboxGroupField
                label={labels.region_ids}
                options={regionOptions}
                loading={city !== '' && regions.isPending && regions.fetchStatus !== 'idle'}
                emptyText={
                  city
                    ? regions.isError
                      ? 'The regions could not be loaded. Check your connection and reopen the form.'
                      : 'This city has no regions.'
                    : 'Choose a city first'
                }
                hint="The number beside a region is how many active employees cover it now"
                required
              />
            )}
          </form.AppField>
        </FormWide>
      </FormSection>
    </ResourceForm>
  )
}
