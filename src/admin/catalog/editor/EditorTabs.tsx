// Details, Stock, Images: each a path of its own (Back returns to the previous tab), 48 px tall.
import { AdminLink } from '../../core/AdminLink.tsx';
import { useTranslator } from '../../core/use-translator.ts';
import { EDITOR_TABS, editorPath, type EditorTab } from '../catalog-paths.ts';
import { catalogMessages } from '../messages/index.ts';

const LABEL = { details: 'tabDetails', stock: 'tabStock', images: 'tabImages' } as const;

export function EditorTabs({ id, current }: { id: string | null; current: EditorTab }) {
  const { t } = useTranslator(catalogMessages);
  return (
    <nav aria-label={t('editProduct')} className="grid grid-cols-3 gap-1 rounded-lg border border-line bg-white p-1" data-editor-tabs>
      {EDITOR_TABS.map((tab) =>
        id === null && tab !== 'details' ? (
          <span
            key={tab}
            aria-disabled="true"
            className="flex min-h-11 items-center justify-center rounded-md px-2 text-sm font-semibold text-muted/60"
          >
            {t(LABEL[tab])}
          </span>
        ) : (
          <AdminLink
            key={tab}
            to={id === null ? '#' : editorPath(id, tab)}
            aria-current={tab === current ? 'page' : undefined}
            className="flex min-h-11 items-center justify-center rounded-md px-2 text-sm font-semibold hover:bg-line/60 aria-[current=page]:bg-ink aria-[current=page]:text-paper"
          >
            {t(LABEL[tab])}
          </AdminLink>
        ),
      )}
    </nav>
  );
}
