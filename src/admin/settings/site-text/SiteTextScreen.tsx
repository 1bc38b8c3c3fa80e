// Site text: the shop's title, hero line, logo and hero image, list title, footer, about and contact.
import { TextAreaField, TextField } from '../../ui/Field.tsx';
import { Card } from '../../ui/Page.tsx';
import { settingsSection } from '../form/settings-section.tsx';
import type { SiteTextSettings } from '../settings-types.ts';

const LINES = ['siteTitle', 'heroText', 'productListTitle'] as const;
const IMAGES = ['logoUrl', 'heroImageUrl'] as const;
const TEXTS = ['footerText', 'aboutText', 'contactText'] as const;

export default settingsSection<SiteTextSettings>({
  section: 'site-text',
  title: 'siteTextTitle',
  intro: 'siteTextIntro',
  fromSettings: (s) => ({ ...s.siteText }),
  stickySave: true,
  Fields: ({ values, setValue, error, t }) => (
    <>
      <Card>
        {LINES.map((field) => (
          <TextField
            key={field}
            id={field}
            label={t(field)}
            dir="auto"
            value={values[field]}
            error={error(field)}
            hint={field === 'heroText' ? t('heroTextHint') : undefined}
            onChange={(e) => setValue(field, e.target.value)}
          />
        ))}
      </Card>
      <Card>
        {IMAGES.map((field) => (
          <div key={field} className="flex flex-col gap-2">
            <TextField
              id={field}
              label={t(field)}
              type="url"
              inputMode="url"
              dir="ltr"
              value={values[field]}
              error={error(field)}
              hint={t('imageUrlHint')}
              onChange={(e) => setValue(field, e.target.value)}
            />
            {/^(https:\/\/|\/)/.test(values[field]) && !error(field) && (
              <img
                key={values[field]}
                src={values[field]}
                alt={t('preview')}
                onError={(e) => e.currentTarget.remove()}
                className="h-24 w-auto max-w-full self-start rounded-md border border-line bg-paper object-contain"
              />
            )}
          </div>
        ))}
      </Card>
      <Card>
        {TEXTS.map((field) => (
          <TextAreaField
            key={field}
            id={field}
            label={t(field)}
            dir="auto"
            value={values[field]}
            error={error(field)}
            rows={field === 'footerText' ? 2 : 5}
            onChange={(e) => setValue(field, e.target.value)}
          />
        ))}
      </Card>
    </>
  ),
});
