// What the backend's SQLite database says of the orders: the source of truth the soak checks buyers against.
// Read-only, through the backend's own SQLite driver.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { root } from './stack.mjs';

const Database = createRequire(join(root, 'backend/package.json'))('better-sqlite3');

/** Orders created and PAID, orders with more than one successful charge, and each order's status by key. */
export function orderLedger(filename) {
  const db = new Database(filename, { readonly: true, fileMustExist: true });
  const count = (sql) => db.prepare(sql).pluck().get();
  const ledger = {
    created: count('SELECT COUNT(*) FROM orders'),
    paid: count("SELECT COUNT(*) FROM orders WHERE status = 'PAID'"),
    // A payment belongs to its order through Strapi's link table.
    chargedTwice: count(`SELECT COUNT(*) FROM (
      SELECT link.order_id FROM payments_order_lnk link JOIN payments ON payments.id = link.payment_id
      WHERE payments.status = 'SUCCEEDED' GROUP BY link.order_id HAVING COUNT(*) > 1)`),
    status: (key) => db.prepare('SELECT status FROM orders WHERE key = ?').pluck().get(key) ?? null,
    paidKeys: () => db.prepare("SELECT key FROM orders WHERE status = 'PAID'").pluck().all(),
    close: () => db.close(),
  };
  return ledger;
}
