import {
  AccountBookOutlined,
  BankOutlined,
  CommentOutlined,
  DashboardOutlined,
  EditOutlined,
  QuestionCircleOutlined,
  ShopOutlined,
  FileTextOutlined,
  IdcardOutlined,
  HighlightOutlined,
  HistoryOutlined,
  MailOutlined,
  MessageOutlined,
  RollbackOutlined,
  ShoppingCartOutlined,
  SolutionOutlined,
  TagsOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';
import { can, type Capability } from '@russ/schema/staff/permissions';
import { useUnreadThreadCount } from '@/features/messages/api/unread-thread-count';
import type { StaffRole } from '@/features/auth/access';

/** One page of the signed-in console: the router makes it a route, the layout makes it a menu entry. */
export interface AdminPage {
  /** Path inside /admin, without leading slash; '' is /admin itself, the console's home. */
  path: string;
  /** Menu and page title. */
  name: string;
  /** The menu entry's icon, drawn as decoration: the entry is named by `name` alone. */
  icon: ComponentType<{ 'aria-hidden'?: boolean }>;
  /** What the viewer's role must hold to see the entry and open the page (schema/src/staff/permissions.ts). */
  capability: Capability;
  /** Loads the page's chunk; each page is its own chunk, fetched on first visit. */
  load: () => Promise<{ default: ComponentType }>;
  /**
   * `false` for a page drawn without pro-components (antd only): it is shown without loading their bokmål texts
   * (pro-provider), as Oversikt is on the console's first load. Pages under it always get them.
   */
  proComponents?: false;
  /** Pages under this one without a menu entry: a record's detail (`:id`), a form (`new`, `:id/edit`). */
  subPages?: readonly AdminSubPage[];
  /**
   * A hook the layout calls (for a viewer who may open the page) to show a count beside the menu entry, e.g. the
   * unread threads of `Meldinger`; nothing is shown for 0 or while unknown. The hook keeps its number fresh.
   */
  useMenuCount?: () => number | undefined;
  /** What the count means, for screen readers and the tooltip: `(n) => '3 uleste samtaler'`. */
  menuCountLabel?: (count: number) => string;
}

/** pro-components' bokmål texts (pro-provider): loaded beside every page that draws with pro-components. */
export const loadProTexts = () => import('@/lib/pro-intl-nb');

/** A route under a menu page: `/admin/<page path>/<sub path>`; the menu keeps the parent entry selected. */
export interface AdminSubPage {
  /** Relative to the parent page's path, e.g. `:id` or `new`. */
  path: string;
  /** Defaults to the parent page's capability. */
  capability?: Capability;
  load: () => Promise<{ default: ComponentType }>;
}

// Add a page here and it gets a route, a guard and a menu entry (menu order of admin §1: Oversikt, Tilbud, Ordrer,
// Fakturaer, Returer, Design, Grupper, Meldinger, Henvendelser, Medlemmer, ...). Its `subPages` get routes and guards only.
export const adminPages: readonly AdminPage[] = [
  {
    path: '',
    name: 'Oversikt',
    icon: DashboardOutlined,
    capability: 'overview.read',
    load: () => import('./routes/overview'),
    proComponents: false,
  },
  {
    path: 'quotes',
    name: 'Tilbud',
    icon: FileTextOutlined,
    capability: 'quotes.read',
    load: () => import('./routes/quotes'),
    subPages: [
      { path: 'new', capability: 'quotes.write', load: () => import('./routes/quote-new') },
      { path: ':id', load: () => import('./routes/quote-detail') },
      { path: ':id/edit', capability: 'quotes.write', load: () => import('./routes/quote-edit') },
    ],
  },
  {
    path: 'orders',
    name: 'Ordrer',
    icon: ShoppingCartOutlined,
    capability: 'orders.read',
    load: () => import('./routes/orders'),
    subPages: [{ path: ':id', load: () => import('./routes/order-detail') }],
  },
  {
    path: 'invoices',
    name: 'Fakturaer',
    icon: AccountBookOutlined,
    capability: 'invoices.read',
    load: () => import('./routes/invoices'),
    subPages: [{ path: ':id', load: () => import('./routes/invoice-detail') }],
  },
  {
    path: 'payments',
    name: 'Innbetalinger',
    icon: BankOutlined,
    capability: 'invoices.issue',
    load: () => import('./routes/payments'),
  },
  {
    path: 'returns',
    name: 'Returer',
    icon: RollbackOutlined,
    capability: 'returns.manage',
    load: () => import('./routes/returns'),
    subPages: [{ path: ':id', load: () => import('./routes/return-detail') }],
  },
  {
    path: 'designs',
    name: 'Design',
    icon: HighlightOutlined,
    capability: 'designs.read',
    load: () => import('./routes/designs'),
    subPages: [{ path: ':id', load: () => import('./routes/design-detail') }],
  },
  {
    path: 'groups',
    name: 'Grupper',
    icon: TeamOutlined,
    capability: 'groups.read',
    load: () => import('./routes/groups'),
    subPages: [{ path: ':id', load: () => import('./routes/group-detail') }],
  },
  {
    path: 'messages',
    name: 'Meldinger',
    icon: CommentOutlined,
    capability: 'threads.read',
    load: () => import('./routes/messages'),
    subPages: [{ path: ':id', load: () => import('./routes/message-detail') }],
    useMenuCount: useUnreadThreadCount,
    menuCountLabel: (count) => `${count} ${count === 1 ? 'ulest samtale' : 'uleste samtaler'}`,
  },
  {
    path: 'contacts',
    name: 'Henvendelser',
    icon: MessageOutlined,
    capability: 'contacts.read',
    load: () => import('./routes/contacts'),
    subPages: [{ path: ':id', load: () => import('./routes/contact-detail') }],
  },
  {
    path: 'members',
    name: 'Medlemmer',
    icon: IdcardOutlined,
    capability: 'members.read',
    load: () => import('./routes/members'),
    subPages: [{ path: ':id', load: () => import('./routes/member-detail') }],
  },
  {
    path: 'products',
    name: 'Produkter',
    icon: ShopOutlined,
    capability: 'catalog.manage',
    load: () => import('./routes/products'),
    subPages: [
      { path: 'new', load: () => import('./routes/product-detail') },
      { path: ':id', load: () => import('./routes/product-detail') },
    ],
  },
  {
    path: 'blog',
    name: 'Blogg',
    icon: EditOutlined,
    capability: 'content.manage',
    load: () => import('./routes/blog'),
    subPages: [
      { path: 'new', load: () => import('./routes/blog-post-detail') },
      { path: ':id', load: () => import('./routes/blog-post-detail') },
    ],
  },
  {
    path: 'faq',
    name: 'FAQ',
    icon: QuestionCircleOutlined,
    capability: 'content.manage',
    load: () => import('./routes/faq'),
  },
  {
    path: 'coupons',
    name: 'Kuponger',
    icon: TagsOutlined,
    capability: 'coupons.manage',
    load: () => import('./routes/coupons'),
    subPages: [{ path: ':id', load: () => import('./routes/coupon-detail') }],
  },
  {
    path: 'newsletter',
    name: 'Nyhetsbrev',
    icon: MailOutlined,
    capability: 'newsletter.send',
    load: () => import('./routes/newsletter'),
    subPages: [
      { path: 'new', load: () => import('./routes/newsletter-campaign-form') },
      { path: ':id', load: () => import('./routes/newsletter-campaign-detail') },
      { path: ':id/edit', load: () => import('./routes/newsletter-campaign-form') },
    ],
  },
  {
    path: 'mail',
    name: 'E-postlogg',
    icon: MailOutlined,
    capability: 'mail.read',
    load: () => import('./routes/mail'),
    subPages: [{ path: ':id', load: () => import('./routes/mail-detail') }],
  },
  {
    path: 'audit',
    name: 'Hendelseslogg',
    icon: HistoryOutlined,
    capability: 'audit.read',
    load: () => import('./routes/audit'),
  },
  {
    path: 'staff',
    name: 'Ansatte',
    icon: SolutionOutlined,
    capability: 'staff.manage',
    load: () => import('./routes/staff'),
    subPages: [{ path: ':id', load: () => import('./routes/staff-detail') }],
  },
];

/**
 * Where "/admin" leads when no page has the path '' (the home page): the first page the viewer may open, or null
 * when there is none.
 */
export function homePath(role: string): string | null {
  const page = adminPages.find((p) => can(role as StaffRole, p.capability));
  return page ? `/${page.path}` : null;
}
