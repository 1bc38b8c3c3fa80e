-- A whole-database backup made before wilayas_2026 has the 58 wilayas but not the 69: its restore empties
-- and refills `wilayas` in one transaction, under the 69 the migrations wrote. Checked at commit, the
-- 69's reference to their carrier wilaya finds the same codes back instead of refusing the emptying.
alter table wilayas_2026 alter constraint wilayas_2026_carrier_code_fkey deferrable initially deferred;
