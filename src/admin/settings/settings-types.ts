// The settings as the admin API answers them: the shared domain's types.
export type {
  AdminSettings,
  AdsSettings,
  CountdownSettings,
  GateSettings,
  OrderSettings,
  ShippingSettings,
  SiteTextSettings,
  SocialSettings,
} from '../../domain/admin/settings-forms.ts';
