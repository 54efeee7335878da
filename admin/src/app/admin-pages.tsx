import {
  AccountBookOutlined,
  DashboardOutlined,
  FileTextOutlined,
  MailOutlined,
  MessageOutlined,
  RollbackOutlined,
  ShoppingCartOutlined,
  TagsOutlined,
} from '@ant-design/icons';
import type { ComponentType, ReactNode } from 'react';
import { can, type Capability } from '@russ/schema/staff/permissions';
import type { StaffRole } from './access';

/** One page of the signed-in console: the router makes it a route, the layout makes it a menu entry. */
export interface AdminPage {
  /** Path inside /admin, without leading slash; '' is /admin itself, the console's home. */
  path: string;
  /** Menu and page title. */
  name: string;
  icon: ReactNode;
  /** What the viewer's role must hold to see the entry and open the page (schema/src/staff/permissions.ts). */
  capability: Capability;
  /** Loads the page's chunk; each page is its own chunk, fetched on first visit. */
  load: () => Promise<{ default: ComponentType }>;
  /** Pages under this one without a menu entry: a record's detail (`:id`), a form (`new`, `:id/edit`). */
  subPages?: readonly AdminSubPage[];
}

/** A route under a menu page: `/admin/<page path>/<sub path>`; the menu keeps the parent entry selected. */
export interface AdminSubPage {
  /** Relative to the parent page's path, e.g. `:id` or `new`. */
  path: string;
  /** Defaults to the parent page's capability. */
  capability?: Capability;
  load: () => Promise<{ default: ComponentType }>;
}

// Add a page here and it gets a route, a guard and a menu entry (menu order of admin §1: Oversikt, Tilbud, Ordrer,
// Fakturaer, Returer, Design, Grupper, Meldinger, Henvendelser, ...). Its `subPages` get routes and guards only.
export const adminPages: readonly AdminPage[] = [
  {
    path: '',
    name: 'Oversikt',
    icon: <DashboardOutlined />,
    capability: 'overview.read',
    load: () => import('./routes/overview'),
  },
  {
    path: 'quotes',
    name: 'Tilbud',
    icon: <FileTextOutlined />,
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
    icon: <ShoppingCartOutlined />,
    capability: 'orders.read',
    load: () => import('./routes/orders'),
    subPages: [{ path: ':id', load: () => import('./routes/order-detail') }],
  },
  {
    path: 'invoices',
    name: 'Fakturaer',
    icon: <AccountBookOutlined />,
    capability: 'invoices.read',
    load: () => import('./routes/invoices'),
    subPages: [{ path: ':id', load: () => import('./routes/invoice-detail') }],
  },
  {
    path: 'returns',
    name: 'Returer',
    icon: <RollbackOutlined />,
    capability: 'returns.manage',
    load: () => import('./routes/returns'),
    subPages: [{ path: ':id', load: () => import('./routes/return-detail') }],
  },
  {
    path: 'contacts',
    name: 'Henvendelser',
    icon: <MessageOutlined />,
    capability: 'contacts.read',
    load: () => import('./routes/contacts'),
  },
  {
    path: 'coupons',
    name: 'Kuponger',
    icon: <TagsOutlined />,
    capability: 'coupons.manage',
    load: () => import('./routes/coupons'),
    subPages: [{ path: ':id', load: () => import('./routes/coupon-detail') }],
  },
  {
    path: 'newsletter',
    name: 'Nyhetsbrev',
    icon: <MailOutlined />,
    capability: 'newsletter.send',
    load: () => import('./routes/newsletter'),
    subPages: [
      { path: 'new', load: () => import('./routes/newsletter-campaign-form') },
      { path: ':id', load: () => import('./routes/newsletter-campaign-detail') },
      { path: ':id/edit', load: () => import('./routes/newsletter-campaign-form') },
    ],
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
