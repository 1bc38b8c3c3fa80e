// Quick edits: one price for the selected wilayas (home, office or both), or every offered price
// raised by N.
import { useState } from 'react';
import { Button } from '../../ui/Button.tsx';
import { inputClass } from '../../ui/Field.tsx';
import { useTranslator } from '../../core/use-translator.ts';
import { settingsMessages } from '../messages/index.ts';
import type { PriceTarget } from './wilaya-edits.ts';

/** The data-* attribute the browser suites find an input by. */
type Data = { 'data-bulk-price'?: boolean; 'data-raise-by'?: boolean };

type Props = { selectedCount: number; onSetPrice: (target: PriceTarget, price: number) => void; onRaise: (n: number) => void };

export function WilayaQuickEdits({ selectedCount, onSetPrice, onRaise }: Props) {
  const { t } = useTranslator(settingsMessages);
  const [price, setPrice] = useState('');
  const [target, setTarget] = useState<PriceTarget>('both');
  const [raiseBy, setRaiseBy] = useState('');
  const priceOk = /^\d{1,7}$/.test(price.trim());
  const raiseOk = /^-?\d{1,7}$/.test(raiseBy.trim()) && Number(raiseBy) !== 0;
  return (
    <div className="grid gap-4 rounded-md bg-paper p-3 sm:grid-cols-2">
      <div className="flex flex-col gap-2">
        <div className="grid grid-cols-2 gap-2">
          <AmountInput label={t('setPrice')} value={price} onChange={setPrice} data-bulk-price />
          <label className="flex flex-col gap-1 text-sm font-semibold">
            {t('applyTo')}
            <select value={target} onChange={(e) => setTarget(e.target.value as PriceTarget)} className={inputClass} data-bulk-target>
              <option value="both">{t('both')}</option>
              <option value="home">{t('home')}</option>
              <option value="office">{t('office')}</option>
            </select>
          </label>
        </div>
        <Button kind="secondary" disabled={!priceOk || selectedCount === 0} onClick={() => onSetPrice(target, Number(price))}>
          {t('applyToSelected')} ({selectedCount})
        </Button>
      </div>
      <div className="flex flex-col gap-2">
        <AmountInput label={t('raiseBy')} value={raiseBy} onChange={setRaiseBy} data-raise-by />
        <p className="text-xs text-muted">{t('raiseHint')}</p>
        <Button kind="secondary" disabled={!raiseOk} onClick={() => onRaise(Number(raiseBy))}>
          {t('raise')}
        </Button>
      </div>
    </div>
  );
}

/** A labelled amount in DZD, typed as text (the caller checks it), digits left to right. */
function AmountInput({ label, value, onChange, ...data }: { label: string; value: string; onChange: (value: string) => void } & Data) {
  return (
    <label className="flex flex-col gap-1 text-sm font-semibold">
      {label}
      <input inputMode="numeric" dir="ltr" value={value} onChange={(e) => onChange(e.target.value)} className={inputClass} {...data} />
    </label>
  );
}
