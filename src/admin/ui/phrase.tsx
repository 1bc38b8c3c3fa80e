// A dictionary sentence with elements in its {placeholders}: 'Order {number}' with the number in a
// left-to-right <bdi>, wherever each language puts it.
import { Fragment, type ReactNode } from 'react';
import { fillParts } from '../../i18n/messages.ts';

export function phrase(template: string, values: Record<string, ReactNode>): ReactNode[] {
  return fillParts(template, values).map((part, i) => (i % 2 === 1 ? <Fragment key={i}>{part}</Fragment> : part));
}
