import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RUSS25 } from '@russ/schema/coupons/coupons';
import { migrateAndSeed } from '../src/db.js';
import { kidFor } from '@russ/schema/invoices/kid';
import { Coupon } from '../src/modules/coupons/coupon.entity.js';
import { Invoice } from '../src/modules/invoices/invoice.entity.js';
import { Member } from '../src/modules/members/member.entity.js';
import { Product } from '../src/modules/products/product.entity.js';
import { SeedRun } from '../src/modules/seeding/seed-run.entity.js';
import { DEMO_MEMBER_EMAIL } from '../src/seeders/demo.seeder.js';
import { createTestDatabase, type TestDatabase } from './support/db.js';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase({ seed: false }); // migrated, nothing seeded
});

afterAll(async () => {
  await db?.drop();
});

describe('seeding', () => {
  it('seeds the catalogue always and the demo data only when asked for (SEED_DEMO)', async () => {
    await migrateAndSeed(db.orm); // what a production start does
    let em = db.orm.em.fork();
    expect(await em.count(Product, {})).toBeGreaterThan(0);
    expect(await em.count(Member, {})).toBe(0);
    expect((await em.find(SeedRun, {}, { orderBy: { name: 'asc' } })).map((run) => run.name)).toEqual([
      'catalog',
      'coupons',
    ]);
    // RUSS25 (storefront §9) on every database: 25 %, active.
    expect(await em.findOne(Coupon, { code: RUSS25.code })).toMatchObject({
      type: 'percentage',
      value: '25.00',
      isActive: true,
    });

    // Asked for later (SEED_DEMO=1 on a database first started without it): the demo step runs then, once.
    await migrateAndSeed(db.orm, { demo: true });
    await migrateAndSeed(db.orm, { demo: true });
    em = db.orm.em.fork();
    expect(await em.count(Member, { email: DEMO_MEMBER_EMAIL })).toBe(1);
    expect((await em.find(SeedRun, {}, { orderBy: { name: 'asc' } })).map((run) => run.name)).toEqual([
      'catalog',
      'coupons',
      'demo',
    ]);
    expect(await em.count(Coupon, { code: RUSS25.code })).toBe(1);
    // Every demo invoice carries its KID, as an issued one does (a bank file can pay it).
    const invoices = await em.find(Invoice, {}, { populate: ['order'] });
    expect(invoices.length).toBeGreaterThan(0);
    for (const invoice of invoices) expect(invoice.kid).toBe(kidFor(invoice.invoiceNumber, invoice.order.id));
  });
});
