import { KeyOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { ProLayout } from '@ant-design/pro-components';
import { App as AntdApp, Badge, Dropdown, Grid, Modal, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, Outlet, useLoaderData, useLocation, useNavigate, useRevalidator } from 'react-router-dom';
import { SignOutButton } from '@/features/auth/components/sign-out-button';
import { TotpEnrolment } from '@/features/auth/components/totp-enrolment';
import { apolloClient } from '@/lib/apollo';
import { ChangePasswordDialog } from '@/features/staff-users/components/change-password-dialog';
import { roleLabel, viewerCan, type requireStaff } from '@/features/auth/access';
import { ProNorwegian } from '@/lib/pro-intl-nb';
import { prefetch } from '@/lib/prefetch';
import { adminPages, type AdminPage } from './admin-pages';

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

/**
 * The signed-in console: menu built from `adminPages`; in the header the staff user (a menu with `Endre passord`)
 * and logout.
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
  const menuRoutes = visiblePages.map((page) => ({ path: `/${page.path}`, name: page.name, icon: page.icon }));
  const pagesByPath = new Map(visiblePages.map((page) => [`/${page.path}`, page]));
  const countedPages = new Map(
    visiblePages.flatMap((page) =>
      page.useMenuCount ? [[`/${page.path}`, { ...page, useMenuCount: page.useMenuCount }]] : [],
    ),
  );

  return (
    <ProNorwegian>
      <AntdApp>
        <ProLayout
          title="Russekompaniet"
          logo={false}
          layout="mix"
          fixSiderbar
          fixedHeader
          siderWidth={216}
          location={{ pathname: location.pathname }}
          route={{ path: '/', routes: menuRoutes }}
          menu={{ locale: false }}
          pageTitleRender={false}
          onMenuHeaderClick={() => navigate('/')}
          menuItemRender={(item, dom) => {
            const counted = item.path ? countedPages.get(item.path) : undefined;
            if (!item.path) return dom;
            // A pointer on (or focus in) a menu entry fetches that page's code: it is there when the click comes.
            const page = pagesByPath.get(item.path);
            const intent = page
              ? { onPointerEnter: () => prefetch(page.load), onFocus: () => prefetch(page.load) }
              : {};
            if (!counted) {
              return (
                <Link to={item.path} {...intent}>
                  {dom}
                </Link>
              );
            }
            return (
              <Link
                to={item.path}
                {...intent}
                style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}
              >
                {dom}
                <MenuCount key={counted.path} page={counted} />
              </Link>
            );
          }}
          avatarProps={{
            icon: <UserOutlined />,
            size: 'small',
            title: (
              <Space size={6} style={{ whiteSpace: 'nowrap' }}>
                <Typography.Text data-testid="staff-username">{viewer.username}</Typography.Text>
                {screens.sm !== false && (
                  <Tag color={viewer.role === 'admin' ? 'red' : 'default'} data-testid="staff-role">
                    {roleLabel(viewer.role)}
                  </Tag>
                )}
              </Space>
            ),
            render: (_props, dom) => (
              <Dropdown
                trigger={['click']}
                menu={{
                  items: [
                    { key: 'password', icon: <KeyOutlined />, label: 'Endre passord' },
                    ...(viewer.totpEnabled
                      ? []
                      : [{ key: 'totp', icon: <SafetyOutlined />, label: 'Slå på to-trinns innlogging' }]),
                  ],
                  onClick: ({ key }) => (key === 'totp' ? setEnrollingTotp(true) : setChangingPassword(true)),
                }}
              >
                <button
                  type="button"
                  aria-label="Brukermeny"
                  style={{ all: 'unset', cursor: 'pointer', display: 'inline-flex', alignItems: 'center' }}
                >
                  {dom}
                </button>
              </Dropdown>
            ),
          }}
          actionsRender={() => [
            <SignOutButton
              key="sign-out"
              compact={screens.sm === false}
              onSignedOut={() => navigate('/login', { replace: true })}
            />,
          ]}
        >
          <Outlet />
        </ProLayout>
        <ChangePasswordDialog open={changingPassword} onClose={() => setChangingPassword(false)} />
        <Modal
          title="Slå på to-trinns innlogging"
          open={enrollingTotp}
          footer={null}
          destroyOnHidden
          maskClosable={false}
          onCancel={() => setEnrollingTotp(false)}
        >
          <TotpEnrolment
            onDone={() => {
              setEnrollingTotp(false);
              // The viewer is read again, so the menu no longer offers it.
              void apolloClient.clearStore().then(() => revalidator.revalidate());
            }}
          />
        </Modal>
      </AntdApp>
    </ProNorwegian>
  );
}
