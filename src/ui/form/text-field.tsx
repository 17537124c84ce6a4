import { firstError } from './field-shell'
import { useFieldContext } from './form-context'
import { useServerFieldError } from './server-error'
import { TextInput, type TextInputProps } from './text-input'

type TextFieldProps = Omit<TextInputProps, 'id' | 'name' | 'value' | 'defaultValue' | 'error' | 'onChange' | 'onBlur'>

/** A text input bound to its form field: its value, its errors and the server's verdict on it (docs/app.md#forms). */
export function TextField(props: TextFieldProps) {
  const field = useFieldContext<string>()
  const serverError = useServerFieldError(field.name)
  return (
    <TextInput
      {...props}
      id={`field-${field.form.formId}-${field.name}`}
      name={field.name}
      value={field.state.value ?? ''}
      error={firstError(field.state.meta.errors) ?? serverError}
      onChange={field.handleChange}
      onBlur={field.handleBlur}
    />
  )
}
