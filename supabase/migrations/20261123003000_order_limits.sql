-- The orders tables say what the order request says (src/domain/orders/limits.ts, the one source of
-- the numbers): a standalone checkout may have a 1-character address (the spec: not empty), Buy Now 4,
-- the cart 10, so the address's minimum depends on the flow here too. An address of 1 to 3 characters
-- from the standalone checkout used to pass the request schema and then fail this table's check (a 500).
-- tests/functions/orders-limits.test.ts proves both sides agree at every limit. Lengths are characters
-- (length() counts code points, as the schema does).
alter table orders
  drop constraint orders_address_check,
  add constraint orders_address_check
    check (length(address) <= 500 and length(address) >= case flow when 'cart' then 10 when 'buy_now' then 4 else 1 end),
  drop constraint orders_email_check,
  add constraint orders_email_check check (length(email) between 6 and 254),
  add constraint orders_idempotency_key_format check (idempotency_key ~ '^[A-Za-z0-9_-]{8,100}$');

alter table order_lines
  drop constraint order_lines_quantity_check,
  add constraint order_lines_quantity_check check (quantity between 1 and 10),
  add constraint order_lines_product_id_check check (product_id ~ '^[a-z0-9][a-z0-9-]{0,79}$'),
  add constraint order_lines_size_check check (length(size) <= 20),
  add constraint order_lines_color_check check (length(color) <= 40);
