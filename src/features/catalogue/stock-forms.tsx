import { revalidateLogic, useStore } from '@tanstack/react-form'
import * as v from 'valibot'
import { adjustBody, transferBody, type AdjustBody, type TransferBody } from '../../contract/catalogue/stock'
import { adjustReasons, movementReasonLabels } from '../../contract/catalogue/stock-list'
import type { Option } from '../../contract/lists'
import { clearDraft, readDraft } from '../../lib/drafts'
import { useSendKey } from '../../lib/send-key'
import { notifySuccess } from '../../lib/toasts'
import { useAppForm } from '../../ui/form/app-form'
import { ServerErrorContext, useServerError } from '../../ui/form/server-error'
import { ServerErrorAlert } from '../../ui/form/server-error-alert'
import { useFormDraft } from '../../ui/form/use-form-draft'
import { adjustStock, transferStock } from './stock-api'
import { ScanCheck } from './stock-scan-check'
import * as m from '../../paraglide/m/stock'

// The stock panel's two forms (docs/areas/catalogue.md#locations-and-stock-movements): Adjust stock and Transfer, on
// the form kit. What is typed is kept as a draft per variant until the server takes it; a refusal shows on its field.

const reasonOptions = adjustReasons.map((value) => ({ value, label: movementReasonLabels[value] }))
/** "−2" typed with a real minus sign, or spaces around: a number the contract judges; anything else stays text for it to refuse. */
const number = (text: string) => {
  const plain = text.trim().replace(/^[−–]/, '-')
  return /^-?\d+$/.test(plain) ? Number(plain) : Number.NaN
}

const adjustFields = v.object({ location_id: v.string(), quantity: v.string(), reason: v.string(), note: v.string() })
type AdjustValues = v.InferInput<typeof adjustFields>
const adjustSchema = (variant_id: string) =>
  v.pipe(
    adjustFields,
    // The contract judges the reason's choice; the form's text is handed over as it is.
    v.transform((values) => ({ ...values, variant_id, quantity: number(values.quantity) }) as AdjustBody),
    adjustBody,
  )

type FormProps = { variantId: string; sku: string; locations: readonly Option[]; onDone: () => Promise<unknown> }

export function AdjustForm({ variantId, sku, locations, onDone }: FormProps) {
  const draft = `catalogue:stock-adjust:${variantId}`
  const schema = adjustSchema(variantId)
  const idempotency = useSendKey()
  const form = useAppForm({
    defaultValues: { location_id: '', quantity: '', reason: '', note: '', ...readDraft<AdjustValues>(draft) },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
    onSubmit: async ({ value, formApi }) => {
      try {
        const body = v.parse(schema, value)
        const result = await adjustStock(body, idempotency.keyFor(body))
        idempotency.forget()
        clearDraft(draft)
        notifySuccess(result.message)
        formApi.reset({ location_id: value.location_id, quantity: '', reason: '', note: '' })
        await onDone()
      } catch (error) {
        serverError.setFromError(error, value)
      }
    },
  })
  const serverError = useServerError(useStore(form.store, (state) => state.values))
  useFormDraft(form, draft)
  return (
    <StockFormShell
      id="stock-adjust"
      title={m.adjustTitle()}
      text={m.adjustText()}
      check={<ScanCheck variantId={variantId} sku={sku} />}
      serverError={serverError}
      submit={() => void form.handleSubmit()}
    >
      <form.AppField name="location_id">
        {(field) => <field.SelectField label={m.labelLocation()} options={locations} placeholder={m.selectLocation()} required />}
      </form.AppField>
      <form.AppField name="quantity">
        {(field) => <field.TextField label={m.labelQuantity()} inputMode="text" autoComplete="off" hint={m.quantityHint()} required />}
      </form.AppField>
      <form.AppField name="reason">
        {(field) => <field.SelectField label={m.labelReason()} options={reasonOptions} placeholder={m.selectReason()} required />}
      </form.AppField>
      <form.AppField name="note">{(field) => <field.TextField label={m.labelNote()} maxLength={300} autoComplete="off" />}</form.AppField>
      <ServerErrorAlert />
      <form.AppForm>
        <form.SubmitButton label={m.adjustTitle()} />
      </form.AppForm>
    </StockFormShell>
  )
}

const transferFields = v.object({ from_location_id: v.string(), to_location_id: v.string(), quantity: v.string(), note: v.string() })
type TransferValues = v.InferInput<typeof transferFields>
/** One line, this variant; the quantity's problem shows under its field (the body names it lines.0.quantity). */
const transferSchema = (variant_id: string) =>
  v.pipe(
    transferFields,
    v.forward(
      v.check((values) => Number.isInteger(number(values.quantity)) && number(values.quantity) >= 1, m.enterTransferQuantity),
      ['quantity'],
    ),
    v.transform(({ quantity, ...values }): TransferBody => ({ ...values, lines: [{ variant_id, quantity: number(quantity) }] })),
    transferBody,
  )

export function TransferForm({ variantId, sku, locations, onDone }: FormProps) {
  const draft = `catalogue:stock-transfer:${variantId}`
  const schema = transferSchema(variantId)
  const idempotency = useSendKey()
  const form = useAppForm({
    defaultValues: { from_location_id: '', to_location_id: '', quantity: '', note: '', ...readDraft<TransferValues>(draft) },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
    onSubmit: async ({ value, formApi }) => {
      try {
        const body = v.parse(schema, value)
        const result = await transferStock(body, idempotency.keyFor(body))
        idempotency.forget()
        clearDraft(draft)
        notifySuccess(result.message)
        formApi.reset({ ...value, quantity: '', note: '' })
        await onDone()
      } catch (error) {
        serverError.setFromError(error, value, { field: 'quantity' })
      }
    },
  })
  const serverError = useServerError(useStore(form.store, (state) => state.values))
  useFormDraft(form, draft)
  return (
    <StockFormShell
      id="stock-transfer"
      title={m.transferTitle()}
      text={m.transferText()}
      check={<ScanCheck variantId={variantId} sku={sku} />}
      serverError={serverError}
      submit={() => void form.handleSubmit()}
    >
      <form.AppField name="from_location_id">
        {(field) => <field.SelectField label={m.labelFrom()} options={locations} placeholder={m.selectLocation()} required />}
      </form.AppField>
      <form.AppField name="to_location_id">
        {(field) => <field.SelectField label={m.labelTo()} options={locations} placeholder={m.selectLocation()} required />}
      </form.AppField>
      <form.AppField name="quantity">{(field) => <field.TextField label={m.labelQuantity()} inputMode="numeric" autoComplete="off" required />}</form.AppField>
      <form.AppField name="note">{(field) => <field.TextField label={m.labelNote()} maxLength={300} autoComplete="off" />}</form.AppField>
      <ServerErrorAlert />
      <form.AppForm>
        <form.SubmitButton label={m.transferSubmit()} />
      </form.AppForm>
    </StockFormShell>
  )
}

type ShellProps = {
  id: string
  title: string
  text: string
  /** The Scan to check of the item in hand: outside the form, since the scanner's dialog holds a form of its own. */
  check: React.ReactNode
  serverError: ReturnType<typeof useServerError>
  submit: () => void
  children: React.ReactNode
}

function StockFormShell({ id, title, text, check, serverError, submit, children }: ShellProps) {
  return (
    <ServerErrorContext.Provider value={serverError}>
      <section className="panel" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>{title}</h2>
        <p className="muted">{text}</p>
        {check}
        <form
          className="form-stack"
          noValidate
          aria-labelledby={`${id}-title`}
          onSubmit={(event) => {
            event.preventDefault()
            submit()
          }}
        >
          {children}
        </form>
      </section>
    </ServerErrorContext.Provider>
  )
}
