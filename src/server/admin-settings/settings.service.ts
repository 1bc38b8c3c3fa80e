// Saving a settings section: in one transaction the row is locked, the version the form read is
// compared (another tab's save in between: stale, nothing written), the section written, the
// version bumped, the change written to the audit log and marked for publishing.
import type { Sql } from '../db/client.ts';
import type { Queryable } from '../db/queryable.ts';
import { GATE_PASSWORD_TEXTS, type AdminSettings, type SectionBody, type SettingsSection } from '../../domain/admin/settings-forms.ts';
import { fromAlgiersLocal } from '../../domain/admin/algiers-time.ts';
import { GateSettingsError, setGateProtection, setGateThrottle } from '../gate/gate-protection.ts';
import { recordAudit } from '../audit/audit.repo.ts';
import { bumpSettingsVersion, readAdminSettings, writeSettingsColumns, type SettingsColumns } from './settings.repo.ts';
import { optionalColumnsOf, readOptionalFields } from './optional-columns.ts';
import { markChanged } from '../publish/publish-state.repo.ts';
import { swapDefaultLanguage } from '../admin-catalog/default-language.repo.ts';
import type { FieldErrorKey } from '../../domain/admin/api-errors.ts';

export type SaveResult =
  | { ok: true; settings: AdminSettings }
  | { ok: false; reason: 'stale' }
  | { ok: false; reason: 'refused'; message: string; fields: Record<string, FieldErrorKey> };

/** A rule of the shop refused the change; thrown inside the transaction so nothing stays written. */
class Refusal extends Error {
  readonly fields: Record<string, FieldErrorKey>;
  constructor(message: string, fields: Record<string, FieldErrorKey>) {
    super(message);
    this.fields = fields;
  }
}

const orNull = (text: string) => (text === '' ? null : text);

/** The section's part of the settings, as the audit log keeps it. */
const sectionOf: { [S in SettingsSection]: (s: AdminSettings) => unknown } = {
  'site-text': (s) => s.siteText,
  countdown: (s) => s.countdown,
  gate: (s) => s.gate,
  shipping: (s) => s.shipping,
  social: (s) => s.social,
  currency: (s) => ({ currency: s.currency }),
  orders: (s) => s.orders,
  language: (s) => s.language,
  ads: (s) => s.ads,
};

async function writeSection<S extends SettingsSection>(tx: Queryable, section: S, body: SectionBody<S>): Promise<void> {
  const columns = columnsOf(section, body);
  const optionalSection = section === 'orders' ? 'orders' : section === 'gate' ? 'gate' : undefined;
  if (optionalSection) {
    // A limit whose column this database lacks (its migration has not run) cannot be saved.
    const present = (await readOptionalFields(tx))[optionalSection];
    const optional = optionalColumnsOf(optionalSection, body as Record<string, unknown>, present);
    if (optional.missing.length) {
      throw new Refusal(
        'This limit is not available on this database yet.',
        Object.fromEntries(optional.missing.map((f) => [f, 'invalid' as const])),
      );
    }
    Object.assign(columns, optional.columns);
  }
  if (section === 'gate') {
    const gate = body as SectionBody<'gate'>;
    try {
      await setGateThrottle(tx, { delayAfter: gate.delayAfter, lockoutAfter: gate.lockoutAfter, lockoutSeconds: gate.lockoutSeconds });
      await setGateProtection(tx, gate.enabled);
    } catch (error) {
      if (error instanceof GateSettingsError) {
        // The spec's words first, then what to do about it.
        throw new Refusal(
          `${GATE_PASSWORD_TEXTS.protectionFailed} ${error.message}`,
          gate.enabled ? { enabled: 'placeholderRefused' } : { _form: 'invalid' },
        );
      }
      throw error;
    }
  }
  await writeSettingsColumns(tx, columns);
}

function columnsOf<S extends SettingsSection>(section: S, body: SectionBody<S>): SettingsColumns {
  switch (section) {
    case 'site-text': {
      const b = body as SectionBody<'site-text'>;
      return {
        site_title: b.siteTitle,
        hero_text: b.heroText,
        logo_url: orNull(b.logoUrl),
        hero_image_url: orNull(b.heroImageUrl),
        product_list_title: b.productListTitle,
        footer_text: orNull(b.footerText),
        about_text: orNull(b.aboutText),
        contact_text: orNull(b.contactText),
      };
    }
    case 'countdown': {
      const b = body as SectionBody<'countdown'>;
      return { countdown_enabled: b.enabled, countdown_target: new Date(fromAlgiersLocal(b.targetLocal)), countdown_title: b.title };
    }
    case 'shipping': {
      const b = body as SectionBody<'shipping'>;
      return { free_shipping_threshold: b.freeShippingThreshold, shipping_min_price: b.minPrice, shipping_max_price: b.maxPrice };
    }
    case 'social': {
      const b = body as SectionBody<'social'>;
      return {
        social_enabled: b.enabled,
        instagram: orNull(b.instagram),
        twitter: orNull(b.twitter),
        facebook: orNull(b.facebook),
        youtube: orNull(b.youtube),
        tiktok: orNull(b.tiktok),
      };
    }
    case 'currency':
      return { currency: (body as SectionBody<'currency'>).currency };
    case 'orders': {
      const b = body as SectionBody<'orders'>;
      return {
        order_cooldown_seconds: b.cooldownSeconds,
        ...(b.linkSelfConfirm === undefined ? {} : { order_link_self_confirm: b.linkSelfConfirm }),
        ...(b.linkDays === undefined ? {} : { order_link_days: b.linkDays }),
        ...(b.leftCheckoutDays === undefined ? {} : { left_checkout_days: b.leftCheckoutDays }),
      };
    }
    case 'language':
      return { default_locale: (body as SectionBody<'language'>).defaultLocale };
    case 'ads': {
      const b = body as SectionBody<'ads'>;
      return {
        ads_enabled: b.enabled,
        meta_pixel_id: orNull(b.metaPixelId),
        tiktok_pixel_id: orNull(b.tiktokPixelId),
        ads_placed_as_purchase: b.placedAsPurchase,
      };
    }
    default:
      return {}; // gate: written through the gate's own rules above
  }
}

export async function saveSettingsSection<S extends SettingsSection>(
  sql: Sql,
  section: S,
  body: SectionBody<S>,
  email: string,
): Promise<SaveResult> {
  try {
    return await sql.begin(async (tx) => {
      const before = await readAdminSettings(tx, { lock: true });
      if (before.updatedAt !== body.updatedAt) return { ok: false, reason: 'stale' } as const;
      await writeSection(tx, section, body);
      const swapped =
        section === 'language'
          ? await swapDefaultLanguage(tx, before.language.defaultLocale, (body as SectionBody<'language'>).defaultLocale)
          : [];
      if (swapped.length) {
        // Before the settings' own entry, which stays the newest (the products' texts followed the setting).
        await recordAudit(tx, {
          email,
          action: 'products.default-language',
          subject: (body as SectionBody<'language'>).defaultLocale,
          oldValue: { defaultLocale: before.language.defaultLocale },
          newValue: { defaultLocale: (body as SectionBody<'language'>).defaultLocale, products: swapped },
        });
      }
      await bumpSettingsVersion(tx);
      const after = await readAdminSettings(tx);
      await recordAudit(tx, {
        email,
        action: `settings.${section}`,
        subject: section,
        oldValue: sectionOf[section](before),
        newValue: sectionOf[section](after),
      });
      await markChanged(tx);
      return { ok: true, settings: after } as const;
    });
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, reason: 'refused', message: error.message, fields: error.fields };
    // A database rule narrower than the form's (another feature's column): the owner's input, not a fault.
    if ((error as { code?: string }).code === '23514')
      return { ok: false, reason: 'refused', message: 'A value is outside what the shop accepts.', fields: { _form: 'outOfRange' } };
    throw error;
  }
}
