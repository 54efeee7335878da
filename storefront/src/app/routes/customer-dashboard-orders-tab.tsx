import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { LoadState } from '@/components/ui/load-state';
import { Icon } from '@/components/ui/icon';
import { useToast } from '@/components/ui/toast';
import { useOrdersArea, type ListedOrder } from '@/features/dashboard-orders/api/orders-tab-area';
import { newOrderHref } from '@/features/dashboard-orders/utils/order-display';
import { CouponsDialog } from '@/features/dashboard-coupons/components/coupons-dialog';
import { InvoicesDialog } from '@/features/dashboard-invoices/components/invoices-dialog';
import { OrderCard, type OrderAction } from '@/features/dashboard-orders/components/order-card';
import { OrderDetailsDialog } from '@/features/dashboard-orders/components/order-details-dialog';
import { QuoteDialog } from '@/features/dashboard-quotes/components/quote-dialog';
import { QuotesSection } from '@/features/dashboard-quotes/components/quotes-section';
import { ReturnDialog } from '@/features/dashboard-returns/components/return-dialog';
import { ReturnsList } from '@/features/dashboard-returns/components/returns-list';
import { ShipmentDialog } from '@/features/dashboard-orders/components/shipment-dialog';
import { StatusIcon } from '@/components/ui/status-badge';
import tabStyles from '@/styles/dashboard-tab.module.css';
import styles from '@/styles/dashboard-lists.module.css';

type Open =
  | { kind: OrderAction; order: ListedOrder }
  | { kind: 'coupons' }
  | { kind: 'invoices' }
  | { kind: 'quote'; id: string }
  | null;

/**
 * The orders tab of the customer dashboard (customer-area §2): quick actions (coupons, invoices, new order), the
 * quotes the shop sent ('Tilbud', admin §2) when there are any, the order history with its buttons, the returns
 * list when there are returns, and an empty state pointing to /products. Its data comes with the dashboard's one
 * query (read here from the cache). `?quote=<id>` (the quote mail's link) opens that quote.
 */
export default function OrdersTab() {
  const { area, error, refetch } = useOrdersArea();
  const [searchParams, setSearchParams] = useSearchParams();
  const linkedQuote = searchParams.get('quote');
  const [open, setOpen] = useState<Open>(linkedQuote ? { kind: 'quote', id: linkedQuote } : null);
  const { toast } = useToast();
  const close = () => {
    setOpen(null);
    if (searchParams.has('quote')) {
      const next = new URLSearchParams(searchParams);
      next.delete('quote');
      setSearchParams(next, { replace: true });
    }
  };

  if (!area) {
    return (
      <LoadState failed={!!error} loading="Laster ordrer..." failure="Kunne ikke laste ordrene. Prøv igjen senere." />
    );
  }

  // Invoices come newest first: an order with more than one offers its latest.
  // 'Last ned faktura' is the order's invoice, never a credit note issued against it (a completed return).
  const invoiceFor = (orderId: string) =>
    area.invoices.find((invoice) => String(invoice.orderId) === orderId && invoice.kind !== 'credit_note');
  const unusedCoupons = area.coupons.filter((coupon) => !coupon.isUsed).length;
  const openQuote = open?.kind === 'quote' ? area.quotes.find((quote) => quote.id === open.id) : undefined;

  return (
    <div className={tabStyles.tab}>
      <section aria-label="Hurtigvalg" className={styles.quickActions}>
        <button type="button" className={styles.quickAction} onClick={() => setOpen({ kind: 'coupons' })}>
          <Icon name="tag" size={22} />
          <span>
            <span className={styles.quickTitle}>Mine kuponger</span>
            <span className={styles.quickMeta}>{unusedCoupons} ubrukte</span>
          </span>
        </button>
        <button type="button" className={styles.quickAction} onClick={() => setOpen({ kind: 'invoices' })}>
          <StatusIcon name="receipt" size={22} />
          <span>
            <span className={styles.quickTitle}>Mine fakturaer</span>
            <span className={styles.quickMeta}>{area.invoices.length} totalt</span>
          </span>
        </button>
        <Link to={newOrderHref()} className={styles.quickAction}>
          <StatusIcon name="plus" size={22} />
          <span>
            <span className={styles.quickTitle}>Ny bestilling</span>
            <span className={styles.quickMeta}>Be om tilbud</span>
          </span>
        </Link>
      </section>

      {area.quotes.length > 0 ? (
        <QuotesSection quotes={area.quotes} onOpen={(id) => setOpen({ kind: 'quote', id })} />
      ) : null}

      <section className={tabStyles.section} aria-labelledby="ordrehistorikk">
        <h2 id="ordrehistorikk" className={styles.sectionTitle}>
          Ordrehistorikk
        </h2>
        {area.orders.length === 0 ? (
          <div className={`card ${styles.empty}`}>
            <p className={styles.emptyTitle}>Du har ingen ordrer ennå</p>
            <p className="muted">Når du bestiller, kan du følge ordrene dine her.</p>
            <Link to="/products" className="btn btn-primary">
              Se produktene våre
            </Link>
          </div>
        ) : (
          <ul className={styles.orderList}>
            {area.orders.map((order) => (
              <OrderCard
                key={order.id}
                order={order}
                invoice={invoiceFor(order.id)}
                onAction={(kind) => setOpen({ kind, order })}
                onMissingInvoice={() =>
                  toast({
                    title: 'Ingen faktura ennå',
                    description: `Fakturaen for ordre ${order.orderNumber} er ikke laget ennå. Du får den på e-post.`,
                  })
                }
              />
            ))}
          </ul>
        )}
      </section>

      {area.returns.length > 0 ? <ReturnsList returns={area.returns} orders={area.orders} /> : null}

      {open?.kind === 'details' ? <OrderDetailsDialog order={open.order} onClose={close} /> : null}
      {open?.kind === 'shipment' ? <ShipmentDialog order={open.order} onClose={close} /> : null}
      {open?.kind === 'return' ? (
        <ReturnDialog
          order={open.order}
          returns={area.returns.filter((entry) => String(entry.orderId) === open.order.id)}
          onClose={close}
          onFiled={() => refetch()}
        />
      ) : null}
      {open?.kind === 'quote' && openQuote ? (
        <QuoteDialog quote={openQuote} onClose={close} onAnswered={() => refetch()} />
      ) : null}
      {open?.kind === 'coupons' ? <CouponsDialog coupons={area.coupons} onClose={close} /> : null}
      {open?.kind === 'invoices' ? <InvoicesDialog invoices={area.invoices} onClose={close} /> : null}
    </div>
  );
}
