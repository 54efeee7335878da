import { useQuery } from '@apollo/client/react';
import { lazy } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageLoader } from '@/components/ui/page-loader';
import { StatusPanel } from '@/components/ui/status-panel';
import { useLoginRedirect } from '@/features/auth/hooks/use-customer-session';
import { isUnauthorizedError } from '@/hooks/use-session-ended';
import { logOut } from '@/lib/session';
import { DashboardCounters } from '@/features/dashboard/components/dashboard-counters';
import { DashboardHeader } from '@/features/dashboard/components/dashboard-header';
import { DashboardTabs, type DashboardTab } from '@/features/dashboard/components/dashboard-tabs';
import { getFragmentData, graphql } from '@/gql';
import { usePageMeta } from '@/lib/page-meta';
import { ViewerFieldsFragment } from '@/lib/viewer';
import styles from './customer-dashboard.module.css';

/**
 * One request loads the shell and the orders tab: the viewer (greeting), the six counters and the orders tab's
 * fragment. The other tabs ask for their own parts of `customerArea` when they are opened.
 */
const CustomerDashboardQuery = graphql(`
  query CustomerDashboard {
    viewer {
      ...ViewerFields
    }
    customerArea {
      email
      ...DashboardCounts
      ...OrdersTabArea
    }
  }
`);

type TabId = 'orders' | 'designs' | 'groups' | 'messages' | 'profile';

const TABS: readonly DashboardTab<TabId>[] = [
  { id: 'orders', label: 'Ordrer', Panel: lazy(() => import('./customer-dashboard-orders-tab')) },
  { id: 'designs', label: 'Design', Panel: lazy(() => import('@/features/dashboard-designs/components/designs-tab')) },
  { id: 'groups', label: 'Grupper', Panel: lazy(() => import('@/features/dashboard-groups/components/groups-tab')) },
  {
    id: 'messages',
    label: 'Meldinger',
    Panel: lazy(() => import('@/features/dashboard-messages/components/messages-tab')),
  },
  { id: 'profile', label: 'Profil', Panel: lazy(() => import('@/features/dashboard-profile/components/profile-tab')) },
];

const isTabId = (value: string | null): value is TabId => TABS.some((tab) => tab.id === value);

/**
 * The customer dashboard (customer-area §2, §4, §8): 'Laster kundeområde...' while loading; without a session the
 * 'Unauthorized' toast and, after 500 ms, /api/login; then the greeting, logout, six counters and five tabs with
 * orders first. The selected tab is kept in the address (`?tab=designs`) so it survives a reload and can be linked.
 */
export default function CustomerDashboardRoute() {
  usePageMeta({ title: 'Kundeområde', noIndex: true });
  const { data, loading, error, refetch } = useQuery(CustomerDashboardQuery, { fetchPolicy: 'network-only' });
  const [searchParams, setSearchParams] = useSearchParams();

  const viewer = getFragmentData(ViewerFieldsFragment, data?.viewer) ?? null;
  const area = data?.customerArea ?? null;
  const unauthenticated = !loading && (error ? isUnauthorizedError(error) : !viewer || !area);
  useLoginRedirect(unauthenticated);

  if (loading || unauthenticated) return <PageLoader label="Laster kundeområde..." />;
  if (error || !viewer || !area) {
    return (
      <StatusPanel
        title="Kunne ikke laste kundeområdet"
        actions={
          <button type="button" className="btn btn-primary" onClick={() => void refetch()}>
            Prøv igjen
          </button>
        }
      >
        <p>Prøv igjen senere.</p>
      </StatusPanel>
    );
  }

  const requested = searchParams.get('tab');
  const selected: TabId = isTabId(requested) ? requested : 'orders';
  const selectTab = (id: TabId) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === 'orders') next.delete('tab');
        else next.set('tab', id);
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <DashboardHeader firstName={viewer.firstName} email={viewer.email} onLogout={logOut} />
      <div className={`container ${styles.body}`}>
        <DashboardCounters />
        <DashboardTabs tabs={TABS} selected={selected} onSelect={selectTab} />
      </div>
    </>
  );
}
