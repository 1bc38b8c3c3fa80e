// The catalog's screens behind one entry of the admin shell: each is its own chunk, loaded when opened.
import { lazy } from 'react';
import NotFoundScreen from '../core/NotFoundScreen.tsx';
import { catalogScreenOf } from './catalog-paths.ts';

const ProductListScreen = lazy(() => import('./list/ProductListScreen.tsx'));
const ProductEditorScreen = lazy(() => import('./editor/ProductEditorScreen.tsx'));
const LowStockScreen = lazy(() => import('./low-stock/LowStockScreen.tsx'));
const ImportExportScreen = lazy(() => import('./import-export/ImportExportScreen.tsx'));
const PairsScreen = lazy(() => import('./pairs/PairsScreen.tsx'));

export default function CatalogScreens({ parts }: { parts: readonly string[] }) {
  const screen = catalogScreenOf(parts);
  switch (screen.kind) {
    case 'list':
      return <ProductListScreen />;
    case 'new':
      return <ProductEditorScreen id={null} tab="details" />;
    case 'editor':
      return <ProductEditorScreen key={screen.id} id={screen.id} tab={screen.tab} />;
    case 'low-stock':
      return <LowStockScreen />;
    case 'import-export':
      return <ImportExportScreen />;
    case 'pairs':
      return <PairsScreen />;
    case 'not-found':
      return <NotFoundScreen />;
  }
}
