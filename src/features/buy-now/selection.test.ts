import { expect, it } from 'vitest';
import { selectionFromQuery } from './selection.ts';

const product = { sizes: ['S', 'M'], colors: ['Black', 'Off White'], variants: [] };
const fallback = { size: 'S', color: 'Black' };

it('takes the size and colour of the link when the product has them', () => {
  expect(selectionFromQuery('?size=M&color=Off+White', product, fallback)).toEqual({ size: 'M', color: 'Off White' });
  expect(selectionFromQuery('?color=Off%20White', product, fallback)).toEqual({ size: 'S', color: 'Off White' });
});

it('keeps the first choice for unknown or missing values', () => {
  expect(selectionFromQuery('?size=XXL&color=<script>', product, fallback)).toEqual(fallback);
  expect(selectionFromQuery('', product, fallback)).toEqual(fallback);
});
