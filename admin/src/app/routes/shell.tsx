import { UserOutlined } from '@ant-design/icons';
import { ProLayout } from '@ant-design/pro-components';
import { App as AntdApp, Grid, Space, Tag, Typography } from 'antd';
import { Link, Outlet, useLoaderData, useLocation, useNavigate } from 'react-router-dom';
import { SignOutButton } from '../../features/auth/components/sign-out-button';
import { roleLabel, viewerCan, type requireStaff } from '../access';
import { ProNorwegian } from '../../lib/pro-intl-nb';
import { adminPages } from '../admin-pages';

/** The signed-in console: menu built from `adminPages`, the staff user and logout in the header. */
export default function ShellRoute() {
  const viewer = useLoaderData<typeof requireStaff>();
  const location = useLocation();
  const navigate = useNavigate();
  const screens = Grid.useBreakpoint();

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
      </AntdApp>
    </ProNorwegian>
  );
}
