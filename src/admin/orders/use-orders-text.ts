// The orders area's translator, following the admin's language switch.
import { useTranslator } from '../core/use-translator.ts';
import { ordersMessages } from './messages/index.ts';

export const useOrdersText = () => useTranslator(ordersMessages);
