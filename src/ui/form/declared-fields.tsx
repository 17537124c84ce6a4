import { useStore, type AnyFormApi } from '@tanstack/react-form'
import { useQueryClient, type UseQueryOptions } from '@tanstack/react-query'
import type { ComponentProps, ReactNode } from 'react'
import { withCurrent } from './form-state'
import { FormSection, FormWide } from './form-layout'
import { QuerySelectField } from './query-select-field'
import type { Option } from './select-field'
import { SwitchField } from './switch-field'
import type { TextField } from './text-field'
import * as m from '../../paraglide/m/form'

type Common = {
  /** The contract's label for the field when absent. */
  label?: string
  /** Values other fields go back to when this one changes (a city's regions, a ride's places). */
  resets?: Readonly<Record<string, unknown>>
  /** Takes the whole row of its section. */
  wide?: boolean
  /** How the conflict alert shows an id this field holds (the dropdown's label). */
  name?: (id: string) => string
}
// Any key: each option query of src/lib/option-queries has its own, and query options are invariant in it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type OptionsQuery = UseQueryOptions<Option[], Error, Option[], any>
export type QuerySelectProps = Omit<ComponentProps<typeof QuerySelectField>, 'label' | 'query' | 'disabled'>

/** One field of a form, declared as data: what input it is and its props; the form's layout renders it. */
export type FieldSpec<Values> = Common &
  (
    | ({ kind?: 'text' } & Omit<ComponentProps<typeof TextField>, 'label'>)
    | { kind: 'switch'; hint?: string; on?: string; off?: string }
    | { kind: 'select'; options: readonly Option[]; placeholder?: string; required?: boolean; hint?: string; loading?: boolean }
    /** A dropdown whose options are fetched; with `dependsOn` it waits for that field and is cleared when it changes. */
    | ({ kind: 'options'; query: (values: Values) => OptionsQuery; dependsOn?: keyof Values & string } & QuerySelectProps)
    | { kind: 'custom'; render: (label: string) => ReactNode }
  )

export type SectionSpec<Values> = {
  title: string
  text?: string
  /** In the order shown; `false` leaves a field out (a cap that applies only to a percent). */
  fields: { [name: string]: FieldSpec<Values> | false }
  /** What is not one field, after the section's fields (a ride's place search with its name and coordinates). */
  after?: ReactNode
}

// A form's field API, loosely: names are checked where the sections are declared.
type LooseForm = {
  AppField: (props: { name: string; listeners?: { onChange?: () => void }; children: (field: FieldApi) => ReactNode }) => ReactNode
  setFieldValue: (name: string, value: unknown) => void
  store: AnyFormApi['store']
}
type FieldApi = { TextField: typeof TextField; SelectField: (props: { label: string } & Omit<FieldSpecOf<'select'>, 'kind'>) => ReactNode }
type FieldSpecOf<Kind> = Extract<FieldSpec<unknown>, { kind: Kind }>

const labelOf = (labels: Readonly<Record<string, string>>, name: string) => labels[name] ?? labels[name.split('.').pop() ?? name] ?? name
const specsOf = <Values,>(sections: readonly SectionSpec<Values>[]) =>
  sections.flatMap((section) => Object.entries(section.fields).flatMap(([name, spec]) => (spec ? [[name, spec] as const] : [])))

/** The sections of a form, rendered from their declarations (used by ResourceForm). */
export function DeclaredSections<Values>(props: {
  form: unknown
  values: Values
  labels: Readonly<Record<string, string>>
  sections: readonly SectionSpec<Values>[]
}) {
  const { values, labels, sections } = props
  const form = props.form as LooseForm
  const specs = specsOf(sections)
  // A choice clears the fields below it, whose options depend on it (brand -> template -> variant).
  const clear = (parent: string) => {
    for (const [name, spec] of specs) {
      if (spec.kind !== 'options' || spec.dependsOn !== parent) continue
      form.setFieldValue(name, '')
      clear(name)
    }
  }
  const dependentsOf = (name: string) => specs.flatMap(([other, spec]) => (spec.kind === 'options' && spec.dependsOn === name ? [[other, spec] as const] : []))
  const hasDependents = (name: string) => dependentsOf(name).length > 0
  const input = (spec: FieldSpec<Values>, label: string, name: string) => (field: FieldApi) => {
    switch (spec.kind) {
      case 'switch':
        return <SwitchField label={label} hint={spec.hint} on={spec.on} off={spec.off} />
      case 'select':
        return (
          <field.SelectField
            label={label}
            options={spec.options}
            placeholder={spec.placeholder}
            required={spec.required}
            hint={spec.hint}
            loading={spec.loading}
          />
        )
      case 'options': {
        const { kind: _, query, dependsOn, wide: _wide, name: _name, resets: _resets, ...rest } = spec
        const props = { ...rest, label, query: query(values), disabled: dependsOn !== undefined && !values[dependsOn] }
        const dependents = dependentsOf(name)
        if (!dependents.length) return <QuerySelectField {...props} />
        const reason =
          dependents.map(([, dependent]) => dependent.kind === 'options' && dependent.disabledReason).find(Boolean) ||
          m.pleaseChoose({ label: label.toLowerCase() })
        return (
          <ChosenFirst store={form.store} name={name} dependents={dependents.map(([other]) => other)} reason={reason}>
            {(needed) => <QuerySelectField {...props} needed={needed} />}
          </ChosenFirst>
        )
      }
      case 'custom':
        return spec.render(label)
      default: {
        const { kind: _, wide: _wide, name: _name, resets: _resets, ...rest } = spec
        return <field.TextField {...rest} label={label} />
      }
    }
  }
  return sections.map((section) => (
    <FormSection key={section.title} title={section.title} text={section.text}>
      {Object.entries(section.fields).map(([name, spec]) => {
        if (!spec) return null
        const { resets } = spec
        const listeners =
          hasDependents(name) || resets
            ? {
                onChange: () => {
                  clear(name)
                  for (const [other, value] of Object.entries(resets ?? {})) form.setFieldValue(other, value)
                },
              }
            : undefined
        const field = (
          <form.AppField key={name} name={name} listeners={listeners}>
            {input(spec, spec.label ?? labelOf(labels, name), name)}
          </form.AppField>
        )
        return spec.wide ? <FormWide key={name}>{field}</FormWide> : field
      })}
      {section.after}
    </FormSection>
  ))
}

/**
 * A dropdown others wait for (a brand before its templates): while it is empty and a field waiting for it is in error,
 * it shows `reason` as its own error, so the first field in error is one a person can act on (the waiting one is disabled).
 */
function ChosenFirst(props: { store: AnyFormApi['store']; name: string; dependents: string[]; reason: string; children: (needed?: string) => ReactNode }) {
  const { store, name, dependents, reason } = props
  const blocked = useStore(store, (state) => {
    const meta = state.fieldMeta as Record<string, { errors?: unknown[] } | undefined>
    return !(state.values as Record<string, unknown>)[name] && dependents.some((other) => (meta[other]?.errors?.length ?? 0) > 0)
  })
  return props.children(blocked ? reason : undefined)
}

/**
 * How the conflict alert names the ids the declared fields hold: a fetched dropdown's option label (from the cache,
 * or the record's own choice), or the field's own `name`.
 */
export function useDeclaredNames<Values>(sections: readonly SectionSpec<Values>[] | undefined, values: Values): Record<string, (id: string) => string> {
  const queryClient = useQueryClient()
  const names: Record<string, (id: string) => string> = {}
  for (const [field, spec] of specsOf(sections ?? [])) {
    if (spec.name) names[field] = spec.name
    else if (spec.kind === 'options') {
      const options = withCurrent(queryClient.getQueryData<Option[]>(spec.query(values).queryKey), spec.current)
      names[field] = (id) => options.find((option) => option.value === id)?.label ?? id
    }
  }
  return names
}
