import * as v from 'valibot'
import type { Grant, Grants } from '../../contract/permissions'
import { alwaysOpen } from '../../contract/permissions'
import { grantableScreens, roleCreateBody, roleLabels, roleStaleResponse, roleUpdateBody, type RoleRecord } from '../../contract/roles'
import { screenLabel } from '../../lib/screen-labels'
import { flag, formFields, text, validateWith, type Codec } from '../../ui/form/codecs'
import type { SectionSpec } from '../../ui/form/declared-fields'
import type { Back } from '../../ui/form/form-screens'
import { ResourceForm } from '../../ui/form/resource-form'
import { useResourceForm } from '../../ui/form/use-resource-form'
import { createRole, roles, updateRole } from './api'
import * as m from '../../paraglide/m/roles'

export const rolesBack: Back = {
  to: '/roles',
  get label() {
    return m.backToRoles()
  },
}

type Choice = Grant | 'none'
/** Each screen's choice under its own field (`grants.s3`): a screen path is no form field name. */
const fieldOf = (index: number) => `s${index}`
const choices = (grants: Grants): Record<string, Choice> => Object.fromEntries(grantableScreens.map((path, index) => [fieldOf(index), grants[path] ?? 'none']))
const grantLabel = (choice: Choice) => (choice === 'change' ? m.grantChange() : choice === 'view' ? m.grantView() : m.grantNone())

const grantsCodec: Codec<Grants, Grants, Record<string, Choice>> = {
  empty: choices({}),
  read: (grants) => choices(grants),
  write: (field) =>
    Object.fromEntries(
      grantableScreens.flatMap((path, index) => {
        const choice = field[fieldOf(index)]
        return choice && choice !== 'none' ? [[path, choice]] : []
      }),
    ),
  show: (field) =>
    grantableScreens
      .map((path, index) => [path, field[fieldOf(index)] ?? 'none'] as const)
      .filter(([, choice]) => choice !== 'none')
      .map(([path, choice]) => `${screenLabel(path)}: ${grantLabel(choice)}`)
      .join(', '),
}

const roleFields = formFields({ name: text, grants: grantsCodec, require_totp: flag(false), updated_at: text })
type RoleFormValues = ReturnType<typeof roleFields.empty>

const options = () => (['none', 'view', 'change'] as const).map((value) => ({ value, label: grantLabel(value) }))

const sections = (builtin: boolean): SectionSpec<RoleFormValues>[] => [
  {
    title: m.name(),
    fields: {
      name: { maxLength: 60, required: true, disabled: builtin, hint: builtin ? m.builtinFixed() : undefined },
      require_totp: { kind: 'switch', hint: m.requireTotpHint() },
    },
  },
  {
    title: m.screens(),
    text: m.alwaysOpen({ screens: alwaysOpen.map((path) => screenLabel(path)).join(', ') }),
    fields: Object.fromEntries(
      grantableScreens.map((path, index) => [`grants.${fieldOf(index)}`, { kind: 'select' as const, label: screenLabel(path), options: options() }]),
    ),
  },
]

const toBody = (values: RoleFormValues) => roleFields.write(values)

/** One form for a new role (blank, or a copy of `copyOf`) and for editing one; the form kit saves, keeps drafts and merges conflicts. */
export function RoleForm({ record, copyOf, draftKey }: { record?: RoleRecord; copyOf?: RoleRecord; draftKey: string }) {
  const state = useResourceForm({
    draftKey,
    record,
    empty: roleFields.empty(copyOf ? { name: m.copyOf({ name: copyOf.name }), grants: choices(copyOf.grants), require_totp: copyOf.require_totp } : {}),
    valuesOf: roleFields.read,
    validate: validateWith(record ? roleUpdateBody : roleCreateBody, toBody),
    create: (values, key) => createRole(v.parse(roleCreateBody, toBody(values)), key),
    update: (values, role) => updateRole(role.id, v.parse(roleUpdateBody, toBody(values))),
    staleSchema: roleStaleResponse,
    cache: roles,
    listPath: rolesBack.to,
  })
  return (
    <ResourceForm
      state={state}
      labels={roleLabels}
      fields={roleFields}
      sections={sections(!!record?.builtin)}
      submitLabel={record ? m.save() : m.createRole()}
    />
  )
}
