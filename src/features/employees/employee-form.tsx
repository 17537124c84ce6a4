import { useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { cities } from '../../contract/account'
import { employeeCreateBody, employeeLabels, employeeStaleResponse, employeeUpdateBody, type Employee, type SurveyCity } from '../../contract/employees'
import * as m from '../../paraglide/m/employees'
import { CheckboxGroupField } from '../../ui/form/checkbox-group-field'
import { validateWith } from '../../ui/form/codecs'
import type { SectionSpec } from '../../ui/form/declared-fields'
import { ResourceForm } from '../../ui/form/resource-form'
import { useResourceForm } from '../../ui/form/use-resource-form'
import { createEmployee, employees, regionKeys, regionsQuery, updateEmployee } from './api'
import { employeeFields } from './form-values'
import { RegionPreview } from './region-preview'

type EmployeeValues = ReturnType<typeof employeeFields.empty>

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
    // docs/areas/employees.md#messages: employee creation keeps the full error body for the form.
    errors: { fields: ['error', 'message', 'detail', 'errors'] },
  })
  const { values } = state
  const city = values.city as SurveyCity | ''
  const regions = useQuery({ ...regionsQuery(city || 'hyd'), enabled: city !== '' })
  const regionOptions = (regions.data ?? []).map((region) => ({
    value: region.region_id,
    label: m.regionOption({ name: region.name, count: region.employee_count }),
  }))
  const regionName = (id: string) => regions.data?.find((region) => region.region_id === id)?.name ?? id
  const sections: SectionSpec<EmployeeValues>[] = [
    {
      title: m.sectionEmployee(),
      text: m.sectionEmployeeText(),
      fields: {
        name: { autoComplete: 'off', maxLength: 80, required: true },
        phone: { type: 'tel', inputMode: 'numeric', placeholder: m.phonePlaceholder(), required: true },
        email: { type: 'email', autoComplete: 'off', required: true },
        is_active: { kind: 'switch', hint: m.inactiveHint() },
      },
    },
    {
      title: m.sectionWhere(),
      text: m.sectionWhereText(),
      fields: {
        city: { kind: 'select', options: cities, placeholder: m.selectCity(), required: true, resets: { region_ids: [] } },
        region_ids: {
          kind: 'custom',
          wide: true,
          render: (label) => (
            <>
              <CheckboxGroupField
                label={label}
                options={regionOptions}
                loading={city !== '' && regions.isPending && regions.fetchStatus !== 'idle'}
                emptyText={city ? (regions.isError ? m.regionsFailed() : m.noRegionsInCity()) : m.chooseCityFirst()}
                hint={m.regionHint()}
                required
              />
              {city && regions.data && <RegionPreview city={city} regions={regions.data} chosen={values.region_ids} />}
            </>
          ),
        },
      },
    },
  ]
  return (
    <ResourceForm
      state={state}
      labels={labels}
      sections={sections}
      readers={employeeFields.readers(labels, { region_ids: (ids) => ids.split(',').filter(Boolean).map(regionName).join(', ') })}
      submitLabel={record ? m.saveChanges() : m.addEmployee()}
    />
  )
}
