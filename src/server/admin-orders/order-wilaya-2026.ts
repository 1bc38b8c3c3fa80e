// An order's wilaya of 2026 as the admin's list and order read it: joined from wilayas_2026 only when
// it is not the carrier wilaya the order is stored on (`left join wilayas_2026 n on n.code =
// o.wilaya_code_2026 and n.code <> o.wilaya_code`), so null for every order of the 58.
import type { OrderWilaya2026 } from '../../domain/admin-orders/order-list.ts';

export type Wilaya2026Columns = { new_code: string | null; new_name_fr: string | null; new_name_ar: string | null };

export const wilaya2026Of = (r: Wilaya2026Columns): OrderWilaya2026 =>
  r.new_code !== null && r.new_name_fr !== null && r.new_name_ar !== null
    ? { code: r.new_code, nameFr: r.new_name_fr, nameAr: r.new_name_ar }
    : null;
