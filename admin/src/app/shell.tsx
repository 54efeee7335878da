import { KeyOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { App as AntdApp, Avatar, Badge, Dropdown, Grid, Layout, Menu, Modal, Space, Tag } from 'antd';
import { lazy, Suspense, useState } from 'react';
import {
  Link,
  Outlet,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useNavigate,
  useRevalidator,
} from 'react-router-dom';
import { SignOutButton } from '@/features/auth/components/sign-out-button';
import { apolloClient } from '@/lib/apollo';
import { ChangePasswordDialog } from '@/features/staff-users/components/change-password-dialog';
import { roleLabel, viewerCan, type requireStaff } from '@/features/auth/access';
import { prefetch } from '@/lib/prefetch';
import { adminPages, loadProTexts, type AdminPage } from './admin-pages';
import { PageLoading } from './routes/page-loading';

// Opened from the user menu now and then: its code loads when the dialog opens.
const TotpEnrolment = lazy(() =>
  import('@/features/auth/components/totp-enrolment').then(({ TotpEnrolment }) => ({ default: TotpEnrolment })),
);

const HEADER_HEIGHT = 56;
const SIDER_WIDTH = 216;

/** The count beside a menu entry (`AdminPage.useMenuCount`); nothing for 0 or while unknown. */
function MenuCount({ page }: { page: Required<Pick<AdminPage, 'useMenuCount'>> & AdminPage }) {
  const count = page.useMenuCount();
  if (!count) return null;
  const label = page.menuCountLabel?.(count) ?? String(count);
  return (
    <Badge
      count={count}
      size="small"
      title={label}
      aria-label={label}
      data-testid={`menu-count-${page.path}`}
      style={{ marginInlineStart: 8 }}
    />
  );
}

/** Fetches a page's code, with pro-components' texts when the page uses them. */
function prefetchPage(page: AdminPage) {
  prefetch(page.load);
  if (page.proComponents !== false) prefetch(loadProTexts);
}

/** A menu entry with a count beside its name (`useMenuCount`): the count at the end of the entry. */
const COUNTED_ENTRY = { display: 'inline-flex', alignItems: 'center', justifyContent: 'space-between', width: '100%' };

/** A menu entry: a link that fetches its page's code when the pointer is on it or it has focus. */
function MenuLink({ page }: { page: AdminPage }) {
  const { useMenuCount } = page;
  return (
    <Link
      to={`/${page.path}`}
      onPointerEnter={() => prefetchPage(page)}
      onFocus={() => prefetchPage(page)}
      style={useMenuCount ? COUNTED_ENTRY : undefined}
    >
      {page.name}
      {useMenuCount ? <MenuCount page={{ ...page, useMenuCount }} /> : null}
    </Link>
  );
}

/** The menu entry a console path belongs to: its first segment (`/quotes/12/edit` → `/quotes`). */
function menuKeyOf(pathname: string): string {
  return `/${pathname.split('/')[1] ?? ''}`;
}

/**
 * The signed-in console, from antd's Layout and Menu (not ProLayout, which alone was about 50 KB of the first
 * load): a header with the console's name, the staff user (a menu with `Endre passord`) and logout; the menu built
 * from `adminPages` on the left; the page below. The dialogs the user menu opens live here, outside the menu, so
 * a menu that re-renders while the page settles cannot take them with it.
 */
export default function ShellRoute() {
  const viewer = useLoaderData<typeof requireStaff>();
  const location = useLocation();
  const navigate = useNavigate();
  const screens = Grid.useBreakpoint();
  const [changingPassword, setChangingPassword] = useState(false);
  const [enrollingTotp, setEnrollingTotp] = useState(false);
  const revalidator = useRevalidator();

  const visiblePages = adminPages.filter((page) => viewerCan(viewer, page.capability));
  const menuItems = visiblePages.map((page) => ({
    key: `/${page.path}`,
    icon: <page.icon aria-hidden />,
    label: <MenuLink page={page} />,
  }));
  const narrow = screens.sm === false;

  return (
    <AntdApp>
      <Layout className="russ-console" data-testid="console-layout">
        <Layout.Header
          style={{
            position: 'sticky',
            top: 0,
            zIndex: 100,
            height: HEADER_HEIGHT,
            lineHeight: `${HEADER_HEIGHT}px`,
            paddingInline: 16,
            display: 'flex',
            alignItems: 'center',
            gap: 16,
            background: 'rgba(255, 255, 255, 0.9)',
            backdropFilter: 'blur(8px)',
            borderBottom: '1px solid rgba(5, 5, 5, 0.06)',
          }}
        >
          <Link to="/" style={{ color: 'inherit', flex: 'none' }}>
            <h1 style={{ margin: 0, fontSize: 18, fontWeight: 600, color: 'rgba(0, 0, 0, 0.88)' }}>Russekompaniet</h1>
          </Link>
          <Space size={4} style={{ marginInlineStart: 'auto' }}>
            <Dropdown
              trigger={['click']}
              // In the sticky header, not in <body>: the open menu stays under its button while the page scrolls or
              // is scrolled for it, instead of moving with the page until it is aligned again (a click aimed at it
              // in between missed it).
              getPopupContainer={(button) => button.parentElement ?? document.body}
              menu={{
                items: [
                  { key: 'password', icon: <KeyOutlined aria-hidden />, label: 'Endre passord' },
                  ...(viewer.totpEnabled
                    ? []
                    : [{ key: 'totp', icon: <SafetyOutlined aria-hidden />, label: 'Slå på to-trinns innlogging' }]),
                ],
                onClick: ({ key }) => (key === 'totp' ? setEnrollingTotp(true) : setChangingPassword(true)),
              }}
            >
              <button
                type="button"
                aria-label="Brukermeny"
                style={{
                  all: 'unset',
                  cursor: 'pointer',
                  display: 'inline-flex',
                  alignItems: 'center',
                  gap: 8,
                  paddingInline: 8,
                }}
              >
                <Avatar size={28} icon={<UserOutlined />} />
                <Space size={6} style={{ whiteSpace: 'nowrap' }}>
                  <span data-testid="staff-username">{viewer.username}</span>
                  {!narrow && (
                    <Tag color={viewer.role === 'admin' ? 'red' : 'default'} data-testid="staff-role">
                      {roleLabel(viewer.role)}
                    </Tag>
                  )}
                </Space>
              </button>
            </Dropdown>
            <SignOutButton compact={narrow} onSignedOut={() => navigate('/login', { replace: true })} />
          </Space>
        </Layout.Header>
        <Layout hasSider>
          <Layout.Sider
            width={SIDER_WIDTH}
            theme="light"
            breakpoint="md"
            collapsedWidth={0}
            style={{
              position: 'sticky',
              top: HEADER_HEIGHT,
              height: `calc(100vh - ${HEADER_HEIGHT}px)`,
              overflowY: 'auto',
              background: 'transparent',
              borderInlineEnd: '1px solid rgba(5, 5, 5, 0.06)',
            }}
          >
            <nav>
              <Menu
                mode="inline"
                selectedKeys={[menuKeyOf(location.pathname)]}
                items={menuItems}
                style={{ background: 'transparent', borderInlineEnd: 'none', paddingBlock: 8 }}
              />
            </nav>
          </Layout.Sider>
          <Layout.Content style={{ minWidth: 0 }}>
            <Outlet />
          </Layout.Content>
        </Layout>
      </Layout>
      {/* A page opened from a link or the menu starts at its top (it kept the last page's scroll position: a
          thread opened from far down the inbox showed its middle, its buttons under the header); Back and Forward
          return to where the staff member was. */}
      <ScrollRestoration />
      <ChangePasswordDialog open={changingPassword} onClose={() => setChangingPassword(false)} />
      <Modal
        title="Slå på to-trinns innlogging"
        open={enrollingTotp}
        footer={null}
        destroyOnHidden
        maskClosable={false}
        onCancel={() => setEnrollingTotp(false)}
      >
        <Suspense fallback={<PageLoading />}>
          <TotpEnrolment
            onDone={() => {
              setEnrollingTotp(false);
              // The viewer is read again, so the menu no longer offers it.
              void apolloClient.clearStore().then(() => revalidator.revalidate());
            }}
          />
        </Suspense>
      </Modal>
    </AntdApp>
  );
}
