// Connect one platform: its keys (connect-fields.ts: Yalidine's API ID and token, and an address for
// Guepex, Yalitec…; Ecotrack's courier address and token; NOEST's token and GUID; ZR Express's key and
// tenant, and its webhook secret), under a line saying where to find them. The server tests them with one harmless call before
// keeping them; the carrier's refusal shows at the field it is about. The secret fields are passwords,
// never filled in by the browser nor by the page: the keys are typed, sent once, and forgotten here.
import { Fragment, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { connectBodySchema, type CarrierAccountsAnswer, type CarrierAccountView } from '../../../domain/carriers/admin-api.ts';
import type { CarrierPlatform } from '../../../domain/carriers/platforms.ts';
import { adminCall } from '../../core/admin-api.ts';
import { CARRIER_ACCOUNTS_KEY, PLATFORM_NAMES } from '../../carriers/carrier-accounts-query.ts';
import { useTranslator } from '../../core/use-translator.ts';
import { useCarrierReasonText } from '../../carriers/carrier-reason-text.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/Field.tsx';
import { Ltr } from '../../ui/Ltr.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { useAdminForm } from '../../ui/form/use-admin-form.ts';
import { useFieldText } from '../../ui/form/use-field-text.ts';
import { carriersMessages } from './carriers-messages.ts';
import { connectRefusal, connectRefusalFields } from './connect-refusal.ts';
import { FromWilayaField } from './FromWilayaField.tsx';
import { bodyOf, EMPTY, FIELDS, WEBHOOK, WHERE, YALIDINE_KEYS_PAGE } from './connect-fields.ts';

type Props = { platform: CarrierPlatform; onConnected: () => void; onCancel: (() => void) | undefined };

export function ConnectForm({ platform, onConnected, onCancel }: Props) {
  const { t } = useTranslator(carriersMessages);
  const { t: reasonText } = useCarrierReasonText();
  const queryClient = useQueryClient();
  const form = useAdminForm(EMPTY);
  const fieldText = useFieldText(form.errors);
  const [atField, setAtField] = useState<{ field: string; text: string } | null>(null);
  const [notice, setNotice] = useState<string>();
  const name = PLATFORM_NAMES[platform];
  // ZR's secret is Svix's, "whsec_…": a pasted value of another shape says so, not only "check this field".
  const shapeOf = (field: string) =>
    platform === 'zr_express' && field === 'webhookSecret' && form.errors.webhookSecret === 'invalid'
      ? t('zrWebhookSecretShape')
      : undefined;
  const errorOf = (field: string) => (atField?.field === field ? atField.text : (shapeOf(field) ?? fieldText(field)));

  async function connect(event: FormEvent) {
    event.preventDefault();
    setAtField(null);
    setNotice(undefined);
    const done = await form.submit(bodyOf(platform, form.values), {
      schema: connectBodySchema,
      send: (body) => adminCall<CarrierAccountView>(`carriers/${platform}`, { method: 'PUT', body }),
    });
    if (done.kind === 'sent') {
      const account = done.answer;
      queryClient.setQueryData<CarrierAccountsAnswer>(CARRIER_ACCOUNTS_KEY, (now) =>
        now ? { ...now, accounts: [...now.accounts.filter((a) => a.platform !== platform), account] } : now,
      );
      form.setValues(EMPTY);
      onConnected();
    } else if (done.kind === 'refused') {
      const refusal = connectRefusal(done.error, platform, name, t, reasonText);
      if (refusal.kind === 'at-field') setAtField({ field: refusal.field, text: refusal.text });
      if (refusal.kind === 'notice') setNotice(refusal.text);
      // 'fields': useAdminForm has put the schema's keys on their fields already.
    }
    // A key the form has no field for (a rule the server added) is still said.
    const fields = done.kind === 'invalid' ? done.fields : done.kind === 'refused' ? connectRefusalFields(done.error) : {};
    if (Object.keys(fields).some((field) => !FIELDS[platform].some((f) => f.name === field))) setNotice(t('checkFields'));
  }

  return (
    <form onSubmit={(e) => void connect(e)} noValidate autoComplete="off" className="flex flex-col gap-4" data-connect-form={platform}>
      {platform === 'yalidine' ? (
        <p className="text-sm">
          <a
            href={YALIDINE_KEYS_PAGE}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
          >
            {t('whereYalidine')}
          </a>
        </p>
      ) : (
        <p className="text-sm" data-connect-where>
          {t(WHERE[platform])}
        </p>
      )}
      {FIELDS[platform].map((field) => (
        <Fragment key={field.name}>
          {field.name === 'webhookSecret' && WEBHOOK[platform] && (
            <p className="text-sm">
              {t(WEBHOOK[platform].says)}{' '}
              <Ltr className="mt-1 block break-all font-mono text-xs" data-webhook-address>
                {`${window.location.origin}${WEBHOOK[platform].path}`}
              </Ltr>
            </p>
          )}
          {field.kind === 'wilaya' ? (
            <FromWilayaField
              id={`${platform}-${field.name}`}
              value={form.values[field.name]}
              error={errorOf(field.name)}
              onChange={(code) => form.setValue(field.name, code)}
            />
          ) : (
            <TextField
              id={`${platform}-${field.name}`}
              label={t(field.label)}
              type={field.kind === 'secret' ? 'password' : field.kind === 'url' ? 'url' : 'text'}
              autoComplete="off"
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              dir="ltr"
              maxLength={500}
              value={form.values[field.name]}
              error={errorOf(field.name)}
              hint={field.hint ? t(field.hint) : undefined}
              onChange={(e) => {
                form.setValue(field.name, e.target.value);
                if (atField?.field === field.name) setAtField(null);
              }}
            />
          )}
        </Fragment>
      ))}
      <p className="text-sm text-muted">{t('secretsNote')}</p>
      {notice && <Notice tone="error">{notice}</Notice>}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" disabled={form.busy} data-connect>
          {form.busy ? t('connecting') : t('connect')}
        </Button>
        {onCancel && (
          <Button kind="secondary" onClick={onCancel}>
            {t('cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
