import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { RUSS25 } from '@russ/schema/coupons/coupons';
import { groupDiscountPercent } from '@russ/schema/catalog/discounts';
import { INVOICE_DUE_DAYS, VAT_RATE } from '@russ/schema/invoices/invoice-status';
import type { OrderStatus } from '@russ/schema/orders/order-status';
import { osloYear, russSeasonYear } from '@russ/schema/common/dates';
import { formatNok } from '@russ/schema/common/money';
import { formatInvoiceNumber } from '@russ/schema/invoices/invoice-number';
import { kidFor } from '@russ/schema/invoices/kid';
import { formatOrderNumber } from '@russ/schema/orders/order-number';
import { shippingCostNok } from '@russ/schema/common/shipping';
import { Address } from '../modules/addresses/address.entity.js';
import { Contact } from '../modules/contacts/contact.entity.js';
import { Coupon } from '../modules/coupons/coupon.entity.js';
import { MemberCoupon } from '../modules/coupons/member-coupon.entity.js';
import { Design } from '../modules/designs/design.entity.js';
import { DesignFile } from '../modules/designs/design-file.entity.js';
import { Group } from '../modules/groups/group.entity.js';
import { GroupMember } from '../modules/groups/group-member.entity.js';
import { SizeSubmission } from '../modules/groups/size-submission.entity.js';
import { Invoice } from '../modules/invoices/invoice.entity.js';
import { Member } from '../modules/members/member.entity.js';
import { Message } from '../modules/messages/message.entity.js';
import { MessageThread } from '../modules/messages/message-thread.entity.js';
import { NewsletterSubscriber } from '../modules/newsletter/newsletter-subscriber.entity.js';
import { Order } from '../modules/orders/order.entity.js';
import { OrderItem } from '../modules/orders/order-item.entity.js';
import { Product } from '../modules/products/product.entity.js';
import { OrderReturn } from '../modules/returns/return.entity.js';
import { Shipment } from '../modules/orders/shipment.entity.js';
import { DEMO_DESIGN_FILE_PREFIX, demoDesignFileBytes, type DemoFileType } from './demo-design-files.js';

/** The demo customer who sees every kind of dashboard content. */
export const DEMO_MEMBER_EMAIL = 'demo@russekompaniet.no';
/** A second customer, member of the demo customer's group and coordinator of another. */
export const DEMO_GROUP_MEMBER_EMAIL = 'kari@russekompaniet.no';
/** Sender address of staff messages in the demo threads. */
const SHOP_EMAIL = 'post@russekompaniet.no';

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number, hour = 10) => {
  const date = new Date(Date.now() - days * DAY);
  date.setUTCHours(hour, 0, 0, 0);
  return date;
};
const daysAhead = (days: number) => daysAgo(-days);
/** The demo pupils and groups graduate in the season the demo dates are in ('2027' from June 2026). */
const season = String(russSeasonYear(new Date()));

/**
 * Numbers demo rows the way the services number live ones: a sequence per Oslo year, in the order the rows were
 * created (so the demo data reads 'RK-2026-0003' and '2026-0002' beside dates in 2026, and the next order or
 * invoice a user makes continues the sequence).
 */
function numberByYear<T>(
  rows: T[],
  createdAt: (row: T) => Date,
  assign: (row: T, year: number, sequence: number) => void,
) {
  const last = new Map<number, number>();
  for (const row of [...rows].sort((a, b) => createdAt(a).getTime() - createdAt(b).getTime())) {
    const year = osloYear(createdAt(row));
    const sequence = (last.get(year) ?? 0) + 1;
    last.set(year, sequence);
    assign(row, year, sequence);
  }
}
const money = (value: number) => value.toFixed(2);

interface Line {
  product: string;
  size?: string;
  color?: string;
  quantity: number;
  designId?: number;
}

/**
 * Demo data so the dashboard and admin show real content on first start: two members, orders in every status
 * with items, invoices, shipments and a return, coupons, addresses, designs with files, two groups with members
 * and size submissions, message threads, contact messages and newsletter subscribers. Dates are relative to
 * the day the seed runs. Runs once (seed_runs marker 'demo').
 */
export class DemoSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    const products = new Map((await em.find(Product, {})).map((product) => [product.name, product]));
    const productFor = (name: string) => {
      const product = products.get(name);
      if (!product) throw new Error(`Demo seed needs catalogue product '${name}'`);
      return product;
    };
    /** A line as the JSON line lists store it (an order's `items`, a size submission's `products`). */
    const jsonLine = (line: Line) => ({
      productId: productFor(line.product).id,
      name: line.product,
      size: line.size ?? null,
      color: line.color ?? null,
      quantity: line.quantity,
    });
    const unitPrice = (name: string) =>
      Number(
        productFor(name)
          .price.replace(/[^\d,]/g, '')
          .replace(',', '.'),
      );

    // Members
    const ola = em.create(Member, {
      firstName: 'Ola',
      lastName: 'Nordmann',
      email: DEMO_MEMBER_EMAIL,
      school: 'Oslo katedralskole',
      graduationYear: season,
      joinedAt: daysAgo(120),
    });
    const kari = em.create(Member, {
      firstName: 'Kari',
      lastName: 'Hansen',
      email: DEMO_GROUP_MEMBER_EMAIL,
      school: 'Oslo katedralskole',
      graduationYear: season,
      joinedAt: daysAgo(95),
    });

    // Addresses
    em.create(Address, {
      memberEmail: ola.email,
      type: 'shipping',
      name: 'Ola Nordmann',
      line1: 'Thereses gate 14',
      line2: 'Leilighet H0302',
      city: 'Oslo',
      postalCode: '0452',
      phone: '+47 912 34 567',
      isDefault: true,
      createdAt: daysAgo(118),
    });
    em.create(Address, {
      memberEmail: ola.email,
      type: 'billing',
      name: 'Ola Nordmann',
      line1: 'Thereses gate 14',
      city: 'Oslo',
      postalCode: '0452',
      phone: '+47 912 34 567',
      isDefault: false,
      createdAt: daysAgo(118),
    });
    em.create(Address, {
      memberEmail: kari.email,
      type: 'shipping',
      name: 'Kari Hansen',
      line1: 'Kirkeveien 61',
      city: 'Oslo',
      postalCode: '0364',
      phone: '+47 934 56 789',
      isDefault: true,
      createdAt: daysAgo(90),
    });

    // Designs (before orders so order lines can point at them)
    const approvedDesign = em.create(Design, {
      memberEmail: ola.email,
      name: 'Russelogo Nattravnene',
      description: `Hovedlogoen til gruppen: en ravn i profil med teksten «Nattravnene ${season}».`,
      status: 'approved',
      notes: 'Godkjent for trykk på hoodie og sweatpants. Trykkfarge hvit på navy.',
      approvedAt: daysAgo(70),
      createdAt: daysAgo(85),
      updatedAt: daysAgo(70),
    });
    const pendingDesign = em.create(Design, {
      memberEmail: ola.email,
      name: 'Ryggtrykk med navn',
      description: 'Stort ryggtrykk med russenavn under logoen.',
      status: 'pending',
      createdAt: daysAgo(6),
      updatedAt: daysAgo(6),
    });
    const draftDesign = em.create(Design, {
      memberEmail: ola.email,
      name: 'Bandana-mønster',
      description: 'Paisleymønster med små ravner, til bandanaene.',
      status: 'draft',
      createdAt: daysAgo(2),
      updatedAt: daysAgo(2),
    });
    const rejectedDesign = em.create(Design, {
      memberEmail: ola.email,
      name: 'Lue med brodert logo',
      description: 'Logoen brodert foran på lua.',
      status: 'rejected',
      notes: 'Fila har for lav oppløsning (72 DPI). Last opp en versjon med minst 300 DPI, gjerne som SVG eller PDF.',
      createdAt: daysAgo(40),
      updatedAt: daysAgo(38),
    });
    const productionDesign = em.create(Design, {
      memberEmail: ola.email,
      name: 'Gruppelogo til ziphoodie',
      description: 'Liten brystlogo og stort ryggtrykk til gruppens ziphoodies.',
      status: 'in_production',
      notes: 'I produksjon sammen med gruppebestillingen.',
      approvedAt: daysAgo(20),
      createdAt: daysAgo(30),
      updatedAt: daysAgo(18),
    });
    const proofDesign = em.create(Design, {
      memberEmail: kari.email,
      name: 'Russebuss-logo',
      description: 'Logo til bussen og klærne til Blåruss-gruppen.',
      status: 'pending',
      createdAt: daysAgo(4),
      updatedAt: daysAgo(4),
    });
    await em.flush();

    // The bytes are made in code (demo-design-files.ts); migrateAndSeed writes them to storage, here only their size.
    const file = async (
      design: Design,
      fileName: string,
      mimeType: DemoFileType,
      version = 1,
      isLatest = true,
      days = 1,
    ) =>
      em.create(DesignFile, {
        design,
        storageKey: `${DEMO_DESIGN_FILE_PREFIX}${design.id}/v${version}-${fileName}`,
        fileName,
        mimeType,
        fileSize: (await demoDesignFileBytes(design.name, fileName, mimeType)).length,
        version,
        isLatest,
        uploadedAt: daysAgo(days),
      });
    await file(approvedDesign, 'nattravnene-logo.png', 'image/png', 1, false, 84);
    await file(approvedDesign, 'nattravnene-logo.svg', 'image/svg+xml', 2, true, 72);
    await file(pendingDesign, 'ryggtrykk-navn.pdf', 'application/pdf', 1, true, 6);
    await file(draftDesign, 'bandana-monster.png', 'image/png', 1, true, 2);
    await file(rejectedDesign, 'lue-logo.jpg', 'image/jpeg', 1, true, 40);
    await file(productionDesign, 'ziphoodie-bryst.svg', 'image/svg+xml', 1, true, 29);
    await file(productionDesign, 'ziphoodie-rygg.pdf', 'application/pdf', 1, true, 29);
    // Kari's sketch and the shop's proof (admin §6) that waits for her answer.
    await file(proofDesign, 'buss-skisse.png', 'image/png', 1, false, 4);
    const proof = await file(proofDesign, 'russebuss-korrektur.png', 'image/png', 2, true, 1);
    proof.uploadedBy = 'staff';
    proof.uploadedByStaff = 'admin';
    proof.proofMessage =
      'Her er første forslag: logoen stort på siden av bussen og lite på brystet. Si fra hva du synes!';

    // Orders (numbered below, once all exist)
    const createOrder = (
      memberEmail: string,
      status: OrderStatus,
      days: number,
      lines: Line[],
      options: { notes?: string; discount?: { percent: number; text: string }; shippingAddress?: string } = {},
    ) => {
      const createdAt = daysAgo(days);
      const quantity = lines.reduce((sum, line) => sum + line.quantity, 0);
      const itemsTotal = lines.reduce((sum, line) => sum + unitPrice(line.product) * line.quantity, 0);
      const shipping = shippingCostNok({ quantity });
      const discount = options.discount ? Math.round(itemsTotal * options.discount.percent) / 100 : 0;
      const notes = [
        options.notes,
        options.discount ? `${options.discount.text}: -${formatNok(discount)}.` : undefined,
        shipping > 0 ? `Frakt ${shipping} kr.` : 'Fri frakt.',
      ]
        .filter(Boolean)
        .join(' ');
      const order = em.create(Order, {
        memberEmail,
        orderNumber: '',
        status,
        totalAmount: money(itemsTotal - discount + shipping),
        items: JSON.stringify(lines.map((line) => ({ ...jsonLine(line), unitPrice: money(unitPrice(line.product)) }))),
        shippingAddress: options.shippingAddress ?? 'Ola Nordmann, Thereses gate 14, 0452 Oslo',
        notes,
        createdAt,
        updatedAt: createdAt,
      });
      const items = lines.map((line) =>
        em.create(OrderItem, {
          order,
          productId: productFor(line.product).id,
          name: line.product,
          size: line.size,
          color: line.color,
          quantity: line.quantity,
          unitPrice: money(unitPrice(line.product)),
          designId: line.designId,
          createdAt,
        }),
      );
      return { order, items };
    };

    const delivered = createOrder(
      ola.email,
      'delivered',
      60,
      [
        { product: 'Hoodie Original', size: 'L', color: 'navy', quantity: 1, designId: approvedDesign.id },
        { product: 'Sweatpants', size: 'M', color: 'navy', quantity: 1, designId: approvedDesign.id },
        { product: 'Bandana', color: 'rod', quantity: 2 },
      ],
      { discount: { percent: RUSS25.percent, text: `Rabattkode ${RUSS25.code} (${RUSS25.percent} %)` } },
    );
    const shipped = createOrder(ola.email, 'shipped', 12, [
      { product: 'Ziphoodie Premium', size: 'L', color: 'granitt', quantity: 1, designId: productionDesign.id },
      { product: 'Lue Klassisk', color: 'navy', quantity: 1 },
    ]);
    const processing = createOrder(ola.email, 'processing', 5, [
      { product: 'Russedress Klassisk', size: 'L', color: 'rod', quantity: 1 },
      { product: 'Patches Broderte', quantity: 3 },
    ]);
    const pendingOrders = [
      createOrder(ola.email, 'pending', 1, [
        { product: 'Crewneck', size: 'L', color: 'lys-graa', quantity: 1 },
        { product: 'Shorts', size: 'M', color: 'lys-graa', quantity: 1 },
      ]),
    ];
    const paid = createOrder(
      ola.email,
      'paid',
      30,
      [
        { product: 'Hoodie Original', size: 'M', color: 'navy', quantity: 12, designId: approvedDesign.id },
        { product: 'Sweatpants', size: 'M', color: 'navy', quantity: 12, designId: approvedDesign.id },
      ],
      {
        notes: 'Gruppebestilling for Nattravnene (24 stk).',
        discount: {
          percent: groupDiscountPercent(24, 'terms'),
          text: `Grupperabatt ${groupDiscountPercent(24, 'terms')} %`,
        },
      },
    );
    const overdue = createOrder(ola.email, 'overdue', 45, [
      { product: 'Longsleeve', size: 'L', color: 'bellini', quantity: 2 },
      { product: 'Caps med logo', color: 'svart', quantity: 1 },
    ]);
    const kariOrder = createOrder(
      kari.email,
      'pending',
      3,
      [{ product: 'Hoodie Jente', size: 'S', color: 'rose', quantity: 1 }],
      { shippingAddress: 'Kari Hansen, Kirkeveien 61, 0364 Oslo' },
    );
    numberByYear(
      [delivered, shipped, processing, paid, overdue, kariOrder, ...pendingOrders].map(({ order }) => order),
      (order) => order.createdAt,
      (order, year, sequence) => (order.orderNumber = formatOrderNumber(year, sequence)),
    );
    await em.flush();

    // Invoices (numbered below, once all exist)
    const invoice = (
      order: Order,
      status: 'pending' | 'paid' | 'overdue',
      issuedDaysAgo: number,
      paidDaysAgo?: number,
    ) => {
      const amount = Number(order.totalAmount);
      const createdAt = daysAgo(issuedDaysAgo);
      return em.create(Invoice, {
        order,
        invoiceNumber: '',
        memberEmail: order.memberEmail,
        amount: order.totalAmount,
        // The VAT share of a price that includes 25 % VAT.
        taxAmount: money((amount * VAT_RATE) / (1 + VAT_RATE)),
        status,
        dueDate: new Date(createdAt.getTime() + INVOICE_DUE_DAYS * DAY),
        paidDate: paidDaysAgo === undefined ? null : daysAgo(paidDaysAgo),
        paidAmount: status === 'paid' ? order.totalAmount : '0.00',
        createdAt,
      });
    };
    numberByYear(
      [
        invoice(delivered.order, 'paid', 59, 55),
        invoice(paid.order, 'paid', 29, 25),
        invoice(overdue.order, 'overdue', 44),
        invoice(shipped.order, 'pending', 11),
        invoice(processing.order, 'pending', 4),
        invoice(kariOrder.order, 'pending', 2),
      ],
      (row) => row.createdAt,
      (row, year, sequence) => {
        // Every invoice the shop issues carries its KID (as issueInvoice gives it).
        row.invoiceNumber = formatInvoiceNumber(year, sequence);
        row.kid = kidFor(row.invoiceNumber, row.order.id);
      },
    );

    // Shipments
    em.create(Shipment, {
      order: delivered.order,
      carrier: 'Posten',
      trackingNumber: '70722150012345678',
      trackingUrl: 'https://sporing.posten.no/sporing/70722150012345678',
      status: 'delivered',
      shippedAt: daysAgo(50),
      estimatedDelivery: daysAgo(47),
      deliveredAt: daysAgo(47, 14),
      createdAt: daysAgo(51),
    });
    em.create(Shipment, {
      order: shipped.order,
      carrier: 'Posten',
      trackingNumber: '70722150087654321',
      trackingUrl: 'https://sporing.posten.no/sporing/70722150087654321',
      status: 'in_transit',
      shippedAt: daysAgo(2),
      estimatedDelivery: daysAhead(1),
      createdAt: daysAgo(3),
    });
    em.create(Shipment, {
      order: paid.order,
      carrier: 'Bring',
      status: 'preparing',
      estimatedDelivery: daysAhead(10),
      createdAt: daysAgo(20),
    });

    // A return on the delivered order: the sweatpants were too small.
    const returnedItem = delivered.items[1]!;
    em.create(OrderReturn, {
      order: delivered.order,
      orderItem: returnedItem,
      reason: 'Feil størrelse',
      description: 'Sweatpantsene var for små. Ønsker å bytte til størrelse L.',
      status: 'pending',
      // The order had RUSS25, so the refund is the discounted price.
      refundAmount: money((Number(returnedItem.unitPrice) * (100 - RUSS25.percent)) / 100),
      requestedAt: daysAgo(40),
    });

    // Coupons
    // RUSS25 is seeded on every database (coupons.seeder.ts); the demo customer used it once.
    const russ25 =
      (await em.findOne(Coupon, { code: RUSS25.code })) ??
      em.create(Coupon, {
        code: RUSS25.code,
        title: RUSS25.title,
        description: RUSS25.description,
        type: 'percentage',
        value: money(RUSS25.percent),
        validFrom: daysAgo(150),
        validUntil: daysAhead(240),
      });
    russ25.currentUses = 1;
    const welcome = em.create(Coupon, {
      code: 'VELKOMMEN10',
      title: '10 % medlemsrabatt',
      description: 'Velkomstrabatt for nye medlemmer i Russekompaniet Family. Gjelder én bestilling.',
      type: 'percentage',
      value: money(10),
      validFrom: daysAgo(150),
      validUntil: daysAhead(180),
    });
    const freeShipping = em.create(Coupon, {
      code: 'FRIFRAKT',
      title: 'Gratis frakt',
      description: 'Gratis frakt på bestillinger under 20 produkter.',
      type: 'fixed',
      value: money(199),
      minOrderAmount: money(500),
      maxUses: 500,
      validFrom: daysAgo(30),
      validUntil: daysAhead(60),
    });
    em.create(Coupon, {
      code: 'VINTER15',
      title: '15 % vinterrabatt',
      description: 'Utløpt kampanje fra forrige vinter.',
      type: 'percentage',
      value: money(15),
      isActive: false,
      validFrom: daysAgo(400),
      validUntil: daysAgo(300),
    });
    em.create(MemberCoupon, {
      memberEmail: ola.email,
      coupon: russ25,
      isUsed: true,
      usedAt: daysAgo(60),
      orderId: delivered.order.id,
      assignedAt: daysAgo(100),
    });
    em.create(MemberCoupon, { memberEmail: ola.email, coupon: welcome, assignedAt: daysAgo(120) });
    em.create(MemberCoupon, { memberEmail: ola.email, coupon: freeShipping, assignedAt: daysAgo(10) });
    em.create(MemberCoupon, { memberEmail: kari.email, coupon: welcome, assignedAt: daysAgo(95) });

    // Groups
    const nattravnene = em.create(Group, {
      name: `Nattravnene ${season}`,
      school: 'Oslo katedralskole',
      graduationYear: season,
      coordinatorEmail: ola.email,
      inviteCode: `NATT${season}`,
      deadline: daysAhead(21),
      status: 'active',
      description: 'Russegruppa fra 3STA. Vi bestiller navy hoodie og sweatpants med felles logo.',
      createdAt: daysAgo(90),
    });
    const blaruss = em.create(Group, {
      name: 'Blåruss-bussen',
      school: 'Oslo katedralskole',
      graduationYear: season,
      coordinatorEmail: kari.email,
      inviteCode: `BLABUSS${season.slice(2)}`,
      deadline: daysAhead(35),
      status: 'active',
      maxMembers: 25,
      description: 'Bussgruppa til Blåruss. Felles ziphoodie og bandana.',
      createdAt: daysAgo(60),
    });
    em.create(Group, {
      name: 'Skitur-gjengen',
      school: 'Oslo katedralskole',
      graduationYear: season,
      coordinatorEmail: ola.email,
      inviteCode: `SKITUR${season.slice(2)}`,
      status: 'draft',
      maxMembers: 12,
      description: 'Utkast: matchende luer til skituren i mars.',
      createdAt: daysAgo(8),
    });
    em.create(GroupMember, {
      group: nattravnene,
      email: kari.email,
      status: 'accepted',
      invitedAt: daysAgo(88),
      joinedAt: daysAgo(87),
    });
    em.create(GroupMember, {
      group: nattravnene,
      email: 'jonas.berg@example.com',
      status: 'invited',
      invitedAt: daysAgo(5),
    });
    em.create(GroupMember, {
      group: nattravnene,
      email: 'sofie.lie@example.com',
      status: 'declined',
      invitedAt: daysAgo(30),
    });
    em.create(GroupMember, {
      group: blaruss,
      email: ola.email,
      status: 'accepted',
      invitedAt: daysAgo(58),
      joinedAt: daysAgo(57),
    });

    const submission = (group: Group, memberEmail: string, days: number, lines: Line[], notes?: string) => {
      const first = lines[0]!;
      em.create(SizeSubmission, {
        group,
        memberEmail,
        productId: productFor(first.product).id,
        size: first.size,
        color: first.color,
        quantity: first.quantity,
        products: JSON.stringify(lines.map(jsonLine)),
        notes,
        submittedAt: daysAgo(days),
      });
    };
    submission(nattravnene, ola.email, 80, [
      { product: 'Hoodie Original', size: 'L', color: 'navy', quantity: 1 },
      { product: 'Sweatpants', size: 'M', color: 'navy', quantity: 1 },
    ]);
    submission(
      nattravnene,
      kari.email,
      78,
      [
        { product: 'Hoodie Original', size: 'S', color: 'navy', quantity: 1 },
        { product: 'Sweatpants', size: 'S', color: 'navy', quantity: 1 },
        { product: 'Bandana', color: 'rod', quantity: 2 },
      ],
      'Jentemodell på sweatpants, takk.',
    );
    submission(blaruss, ola.email, 50, [
      { product: 'Ziphoodie Premium', size: 'L', color: 'granitt', quantity: 1 },
      { product: 'Bandana', color: 'bla', quantity: 1 },
    ]);

    // Message threads
    const thread = (
      memberEmail: string,
      subject: string,
      type: 'support' | 'order' | 'general',
      status: 'open' | 'closed' | 'waiting',
      messages: { from: 'customer' | 'staff'; days: number; hour?: number; body: string }[],
      related: { relatedOrderId?: number; relatedDesignId?: number; relatedGroupId?: number } = {},
    ) => {
      const first = messages[0]!;
      const last = messages[messages.length - 1]!;
      const created = em.create(MessageThread, {
        memberEmail,
        subject,
        type,
        status,
        ...related,
        createdAt: daysAgo(first.days, first.hour),
        lastMessageAt: daysAgo(last.days, last.hour),
      });
      for (const message of messages) {
        em.create(Message, {
          thread: created,
          senderEmail: message.from === 'customer' ? memberEmail : SHOP_EMAIL,
          senderType: message.from,
          body: message.body,
          // The customer has read what staff wrote, except the newest staff reply.
          isRead: message.from === 'customer' || message !== last,
          createdAt: daysAgo(message.days, message.hour),
        });
      }
    };
    thread(
      ola.email,
      `Når kommer ordre ${shipped.order.orderNumber}?`,
      'order',
      'waiting',
      [
        {
          from: 'customer',
          days: 3,
          body: 'Hei! Jeg lurer på når ziphoodien min blir sendt. Vi skal ha den på et russetreff neste helg.',
        },
        {
          from: 'staff',
          days: 2,
          hour: 13,
          body: 'Hei Ola! Pakken ble sendt i dag med Posten, og sporingsnummeret finner du under ordren. Den skal være framme i løpet av et par dager.',
        },
      ],
      { relatedOrderId: shipped.order.id },
    );
    thread(
      ola.email,
      'Spørsmål om ryggtrykket',
      'support',
      'open',
      [
        {
          from: 'customer',
          days: 6,
          body: 'Jeg har lastet opp ryggtrykket med navn. Kan navnene stå i to linjer hvis de er lange?',
        },
        {
          from: 'staff',
          days: 5,
          hour: 9,
          body: 'Ja, det går fint. Vi lager et forslag med to linjer og legger det ved designet så snart det er klart.',
        },
        { from: 'customer', days: 5, hour: 12, body: 'Supert, takk!' },
      ],
      { relatedDesignId: pendingDesign.id },
    );
    thread(ola.email, 'Takk for flott samarbeid', 'general', 'closed', [
      { from: 'customer', days: 45, body: 'Hoodiene kom i dag og alle i gruppa er kjempefornøyde. Tusen takk!' },
      {
        from: 'staff',
        days: 44,
        body: 'Så hyggelig å høre! Lykke til med russetiden, og bare ta kontakt om dere trenger noe mer.',
      },
    ]);
    thread(
      kari.email,
      'Frist for størrelser i Blåruss-bussen',
      'support',
      'open',
      [
        {
          from: 'customer',
          days: 2,
          body: 'Kan vi utsette fristen for størrelser med en uke? Noen har ikke fått målt seg ennå.',
        },
      ],
      { relatedGroupId: blaruss.id },
    );

    // Contact messages and newsletter subscribers for the admin console
    const contact = (
      firstName: string,
      lastName: string,
      email: string,
      subject: string,
      message: string,
      days: number,
    ) => em.create(Contact, { firstName, lastName, email, subject, message, createdAt: daysAgo(days) });
    contact(
      'Emma',
      'Johansen',
      'emma.johansen@example.com',
      'tilbud',
      'Hei! Vi er 32 russ fra Bergen katedralskole som ønsker tilbud på hoodie og sweatpants med egen logo. Levering før 1. april.',
      9,
    );
    contact(
      'Mats',
      'Olsen',
      'mats.olsen@example.com',
      'produkter',
      'Finnes Ziphoodie Premium i fargen Breeze? Og hvor lang er leveringstiden nå?',
      4,
    );
    contact(
      'Ingrid',
      'Bakke',
      'ingrid.bakke@example.com',
      'design',
      'Vi har bare en skisse av logoen vår. Kan dere hjelpe oss med å gjøre den klar for trykk?',
      2,
    );
    contact('Lars', 'Nilsen', 'lars.nilsen@example.com', 'annet', 'Selger dere gavekort?', 1);

    em.create(NewsletterSubscriber, {
      email: 'emma.johansen@example.com',
      status: 'confirmed',
      createdAt: daysAgo(9),
      confirmedAt: daysAgo(9),
    });
    em.create(NewsletterSubscriber, {
      email: DEMO_MEMBER_EMAIL,
      status: 'confirmed',
      createdAt: daysAgo(100),
      confirmedAt: daysAgo(100),
    });

    await em.flush();
  }
}
