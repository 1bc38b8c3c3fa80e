// A product's editor: its name and actions on top, then the tabs (details, stock, images). A new
// product has only its details until it is created; it then opens on its stock.
import { lazy, Suspense, useEffect } from 'react';
import { navigate } from '../../core/admin-router.ts';
import { BackLink } from '../../core/BackLink.tsx';
import { Loading } from '../../core/Loading.tsx';
import { showChangesPending } from '../../core/publish-store.ts';
import { Notice, RetryNotice } from '../../ui/Notice.tsx';
import { useTranslator } from '../../core/use-translator.ts';
import type { AdminProduct } from '../../../domain/admin-catalog/product-form.ts';
import { editorPath, productsPath, type EditorTab } from '../catalog-paths.ts';
import { flash, useFlash } from '../flash.ts';
import { catalogMessages } from '../messages/index.ts';
import { useCurrency } from '../use-currency.ts';
import { EditorTabs } from './EditorTabs.tsx';
import { ProductActions } from './ProductActions.tsx';
import { ProductForm } from './ProductForm.tsx';
import { useProduct } from './use-product.ts';

const loadStockGrid = () => import('../stock/StockGrid.tsx');
const loadImagesPanel = () => import('../images/ImagesPanel.tsx');
const StockGrid = lazy(loadStockGrid);
const ImagesPanel = lazy(loadImagesPanel);

export default function ProductEditorScreen({ id, tab }: { id: string | null; tab: EditorTab }) {
  const { t } = useTranslator(catalogMessages);
  const currency = useCurrency();
  const { load, read, replace, categories, setCategories } = useProduct(id);
  const notice = useFlash();
  // The other tabs' code is fetched while the owner reads this one: a tap on Stock or Images is
  // instant, and still works after a publish replaced the site's files (a new deploy does too).
  useEffect(() => {
    void loadStockGrid().catch(() => undefined);
    void loadImagesPanel().catch(() => undefined);
  }, []);

  /** A draft's id follows its name until first published: the address follows the answer. */
  function adopt(product: AdminProduct) {
    replace(product);
    showChangesPending(product.published); // a draft's edits wait for its own Publish
    if (product.id !== id) {
      flash('saved'); // the new address opens a new screen: the notice goes with it
      navigate(editorPath(product.id, tab), { replace: true });
    }
  }

  const back = <BackLink to={productsPath} label={t('backToProducts')} />;

  if (id === null) {
    return (
      <div className="flex flex-col gap-4">
        {back}
        <h1 className="text-2xl font-bold">{t('newProduct')}</h1>
        <EditorTabs id={null} current="details" />
        <p className="text-sm text-muted">{t('createFirst')}</p>
        <ProductForm
          product={null}
          categories={categories}
          currency={currency}
          onSaved={(product) => {
            showChangesPending(false); // created as a draft
            flash('created');
            navigate(editorPath(product.id, 'stock'));
          }}
          onCategoriesChanged={setCategories}
          onReload={() => Promise.resolve(null)}
        />
      </div>
    );
  }

  if (load.state === 'loading') return <Loading />;
  if (load.state === 'missing')
    return (
      <div className="flex flex-col gap-4">
        {back}
        <Notice tone="error">{t('productMissing')}</Notice>
      </div>
    );
  if (load.state === 'failed') {
    return (
      <div className="flex flex-col gap-4">
        {back}
        <RetryNotice retryLabel={t('retry')} onRetry={() => void read()}>
          {t('productLoadFailed', { message: load.message })}
        </RetryNotice>
      </div>
    );
  }
  const { product } = load;
  return (
    <div className="flex flex-col gap-4" data-product-editor={product.id}>
      {back}
      <h1 className="break-words text-2xl font-bold">
        <bdi>{product.name}</bdi>
      </h1>
      {notice && <Notice tone={notice.tone === 'info' ? 'info' : 'success'}>{t(notice.key)}</Notice>}
      <ProductActions product={product} onChanged={replace} onReload={() => void read()} />
      <EditorTabs id={product.id} current={tab} />
      {tab === 'details' && (
        <ProductForm
          product={product}
          categories={categories}
          currency={currency}
          onSaved={adopt}
          onCategoriesChanged={setCategories}
          onReload={read}
        />
      )}
      <Suspense fallback={<Loading />}>
        {tab === 'stock' && <StockGrid product={product} onProductChanged={replace} />}
        {tab === 'images' && <ImagesPanel product={product} onProductChanged={replace} />}
      </Suspense>
    </div>
  );
}
