import { DashboardOutlined, FileTextOutlined, MessageOutlined } from '@ant-design/icons';
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
  /** The detail page at /admin/<path>/:id (same capability), when the list's rows open one. */
  detail?: () => Promise<{ default: ComponentType }>;
}

// Add a page here and it gets a route, a guard and a menu entry. Planned next, in menu order:
// Tilbud (quotes), Ordre (orders), Design (designs), Fakturaer (invoices), Meldinger (message threads),
// Nyhetsbrev (newsletter campaigns).
export const adminPages: readonly AdminPage[] = [
  {
    path: '',
    name: 'Oversikt',
    icon: <DashboardOutlined />,
    capability: 'overview.read',
    load: () => import('./routes/overview'),
  },
  {
    path: 'contacts',
    name: 'Henvendelser',
    icon: <MessageOutlined />,
    capability: 'contacts.read',
    load: () => import('./routes/contacts'),
  },
  {
    path: 'invoices',
    name: 'Fakturaer',
    icon: <FileTextOutlined />,
    capability: 'invoices.read',
    load: () => import('./routes/invoices'),
    detail: () => import('./routes/invoice-detail'),
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
