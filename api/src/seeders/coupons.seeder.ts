import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { RUSS25 } from '@russ/schema/coupons/coupons';
import { Coupon } from '../modules/coupons/coupon.entity.js';

/** Until staff change it: RUSS25 runs with no end date of its own (staff may edit or deactivate it). */
export const RUSS25_SEEDED_VALID_UNTIL = new Date('2099-12-31T22:59:59.000Z');

/**
 * The shop's standing discount code RUSS25 (storefront §9, admin §10): 25 % on the whole order, active, never
 * combined. Seeded on every database (the hidden discount page announces it); left alone when it exists.
 */
export class CouponsSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    if (await em.count(Coupon, { code: RUSS25.code })) return;
    em.create(Coupon, {
      code: RUSS25.code,
      title: RUSS25.title,
      description: RUSS25.description,
      type: 'percentage',
      value: RUSS25.percent.toFixed(2),
      isActive: true,
      validFrom: new Date('2025-01-01T00:00:00.000Z'),
      validUntil: RUSS25_SEEDED_VALID_UNTIL,
    });
    await em.flush();
  }
}
