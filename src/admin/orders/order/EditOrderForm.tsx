// Correct the customer and the delivery before shipping: the commune is picked from the chosen
// wilaya's list, the delivery types show that wilaya's prices, and the server prices the delivery again
// on save (its numbers are the ones shown afterwards). A stale save (someone changed the order
// meanwhile) is refused with a Reload; field errors come back on their fields. The wilaya is one of the
// 58 carrier wilayas the order is stored and shipped on (their lists hold the communes that moved to the
// 2026 wilayas too); the database gives the order its 2026 wilaya from the commune.
import { useState, type FormEvent } from 'react';
import type { OrderDetail } from '../../../domain/admin-orders/order-detail.ts';
import { orderEditBodySchema } from '../../../domain/admin-orders/order-edit.ts';
import { formatPrice } from '../../../domain/money.ts';
import { communeName } from '../../../domain/shipping/commune-match.ts';
import { DELIVERY_TYPES, type DeliveryType } from '../../../domain/shipping/delivery.ts';
import { ORDER_STATUSES, type OrderStatus } from '../../../domain/orders/workflow.ts';
import { AdminApiError } from '../../core/admin-api.ts';
import { useAdminForm } from '../../ui/form/use-admin-form.ts';
import { useFieldText } from '../../ui/form/use-field-text.ts';
import { Button } from '../../ui/Button.tsx';
import { FieldShell, inputClass, PhoneField, TextAreaField, TextField } from '../../ui/Field.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { useCommunes } from '../../../client/useCommunes.ts';
import { editOrder, type OrderEdit } from '../orders-api.ts';
import { problemText } from '../problem-text.ts';
import { useOrdersText } from '../use-orders-text.ts';
import { useWilayas, wilayaLabel } from '../use-wilayas.ts';

/** The two free-text fields, written alike: the address and the owner's notes. */
const LONG_TEXTS = ['address', 'notes'] as const;

type Props = { order: OrderDetail; onSaved: (order: OrderDetail) => void; onCancel: () => void; onStale: () => Promise<void> };

const editOf = (order: OrderDetail): OrderEdit => ({
  customerName: order.customerName,
  phone: order.phone,
  address: order.address,
  wilayaCode: order.wilayaCode,
  commune: order.commune,
  deliveryType: order.deliveryType,
  notes: order.notes,
  updatedAt: order.updatedAt,
});

export function EditOrderForm({ order, onSaved, onCancel, onStale }: Props) {
  const { t, locale } = useOrdersText();
  const wilayas = useWilayas();
  const { values, setValues, errors, busy: saving, submit } = useAdminForm<OrderEdit>(() => editOf(order));
  const communes = useCommunes(values.wilayaCode);
  const [problem, setProblem] = useState<{ text: string; stale: boolean }>();
  const wilaya = wilayas.find((w) => w.code === values.wilayaCode);
  const set = (change: Partial<OrderEdit>) => setValues((v) => ({ ...v, ...change }));
  const errorOf = useFieldText(errors);

  /** A 409 not_editable in the owner's words: the status the server found (details.status), else the one shown. */
  function notEditableText(error: unknown): string | undefined {
    if (!(error instanceof AdminApiError) || error.code !== 'not_editable') return undefined;
    const said = (error.details as { status?: unknown } | undefined)?.status;
    const status = ORDER_STATUSES.includes(said as OrderStatus) ? (said as OrderStatus) : order.status;
    return t('notEditable', { status: t(`status.${status}`) });
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const done = await submit(values, {
      schema: orderEditBodySchema,
      send: () => {
        setProblem(undefined);
        return editOrder(order.number, values);
      },
    });
    if (done.kind === 'invalid') setProblem({ text: t('fixFields'), stale: false });
    if (done.kind === 'sent') onSaved(done.answer);
    if (done.kind === 'refused') {
      const { error } = done;
      setProblem({
        text: notEditableText(error) ?? problemText(error, t),
        stale: error instanceof AdminApiError && error.code === 'stale',
      });
    }
  }

  return (
    <form onSubmit={(e) => void save(e)} noValidate className="flex flex-col gap-4" data-edit-form>
      {problem && (
        <Notice
          tone="error"
          action={
            problem.stale ? (
              <Button kind="secondary" onClick={() => void onStale().then(onCancel)}>
                {t('reload')}
              </Button>
            ) : undefined
          }
        >
          {problem.text}
        </Notice>
      )}
      <TextField
        id="edit-name"
        label={t('name')}
        dir="auto"
        autoComplete="off"
        value={values.customerName}
        error={errorOf('customerName')}
        onChange={(e) => set({ customerName: e.target.value })}
      />
      <PhoneField
        id="edit-phone"
        label={t('phone')}
        value={values.phone}
        error={errorOf('phone')}
        onChange={(e) => set({ phone: e.target.value })}
      />
      <FieldShell id="edit-wilaya" label={t('wilaya')} error={errorOf('wilayaCode')}>
        <select
          id="edit-wilaya"
          value={values.wilayaCode}
          onChange={(e) => set({ wilayaCode: e.target.value, commune: '' })}
          className={inputClass}
          aria-invalid={errors['wilayaCode'] ? true : undefined}
        >
          {!wilaya && <option value={values.wilayaCode}>{values.wilayaCode}</option>}
          {wilayas.map((w) => (
            <option key={w.code} value={w.code}>
              {wilayaLabel(w, locale)}
            </option>
          ))}
        </select>
      </FieldShell>
      <FieldShell id="edit-commune" label={t('commune')} error={errorOf('commune')}>
        <select
          id="edit-commune"
          value={values.commune}
          onChange={(e) => set({ commune: e.target.value })}
          className={inputClass}
          disabled={communes.status !== 'ready'}
          aria-busy={communes.status === 'loading'}
          aria-invalid={errors['commune'] ? true : undefined}
        >
          <option value="">{communes.status === 'ready' ? t('chooseCommune') : t('loadingCommunes')}</option>
          {communes.communes.map((c) => (
            <option key={c.nameFr} value={c.nameFr}>
              {communeName(c, locale)}
            </option>
          ))}
        </select>
      </FieldShell>
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1.5 text-sm font-semibold">{t('deliveryType')}</legend>
        <div className="grid grid-cols-2 gap-2">
          {DELIVERY_TYPES.map((type: DeliveryType) => {
            const price = wilaya ? (type === 'home' ? wilaya.homePrice : wilaya.officePrice) : null;
            const offered = price === null || price > 0;
            return (
              <label
                key={type}
                className="flex min-h-12 cursor-pointer flex-col justify-center rounded-md border border-line bg-white px-3 py-1.5 has-[:checked]:border-ink has-[:checked]:ring-1 has-[:checked]:ring-ink has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50"
              >
                <span className="flex items-center gap-2 font-semibold">
                  <input
                    type="radio"
                    name="edit-delivery"
                    value={type}
                    checked={values.deliveryType === type}
                    disabled={!offered}
                    onChange={() => set({ deliveryType: type })}
                    className="size-4 accent-ink"
                  />
                  {offered ? t(`delivery.${type}`) : t('notOffered', { type: t(`delivery.${type}`) })}
                </span>
                {price !== null && offered && <bdi className="text-sm text-muted">{formatPrice(price, order.currency, locale)}</bdi>}
              </label>
            );
          })}
        </div>
        {errors['deliveryType'] && (
          <p className="text-sm font-medium text-accent" data-field-error>
            {errorOf('deliveryType')}
          </p>
        )}
      </fieldset>
      {LONG_TEXTS.map((field) => (
        <TextAreaField
          key={field}
          id={`edit-${field}`}
          label={t(field)}
          dir="auto"
          rows={2}
          value={values[field]}
          error={errorOf(field)}
          onChange={(e) => set({ [field]: e.target.value })}
        />
      ))}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button kind="secondary" onClick={onCancel}>
          {t('cancelEdit')}
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? t('saving') : t('saveChanges')}
        </Button>
      </div>
    </form>
  );
}
