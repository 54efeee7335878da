import { KeyOutlined, UserOutlined } from '@ant-design/icons';
import { ProLayout } from '@ant-design/pro-components';
import { App as AntdApp, Dropdown, Grid, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, Outlet, useLoaderData, useLocation, useNavigate } from 'react-router-dom';
import { SignOutButton } from '../../features/auth/components/sign-out-button';
import { ChangePasswordDialog } from '../../features/staff-users/components/change-password-dialog';
import { roleLabel, viewerCan, type requireStaff } from '../access';
import { ProNorwegian } from '../../lib/pro-intl-nb';
import { adminPages } from '../admin-pages';

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

  const menuRoutes = adminPages
    .filter((page) => viewerCan(viewer, page.capability))
    .map((page) => ({ path: `/${page.path}`, name: page.name, icon: page.icon }));

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
          menuItemRender={(item, dom) => (item.path ? <Link to={item.path}>{dom}</Link> : dom)}
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
                  items: [{ key: 'password', icon: <KeyOutlined />, label: 'Endre passord' }],
                  onClick: () => setChangingPassword(true),
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
      </AntdApp>
    </ProNorwegian>
  );
}
