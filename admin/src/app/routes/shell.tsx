import { UserOutlined } from '@ant-design/icons';
import { ProLayout } from '@ant-design/pro-components';
import { App as AntdApp, Badge, Grid, Space, Tag, Typography } from 'antd';
import { Link, Outlet, useLoaderData, useLocation, useNavigate } from 'react-router-dom';
import { SignOutButton } from '../../features/auth/components/sign-out-button';
import { roleLabel, viewerCan, type requireStaff } from '../access';
import { ProNorwegian } from '../../lib/pro-intl-nb';
import { adminPages, type AdminPage } from '../admin-pages';

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

/** The signed-in console: menu built from `adminPages`, the staff user and logout in the header. */
export default function ShellRoute() {
  const viewer = useLoaderData<typeof requireStaff>();
  const location = useLocation();
  const navigate = useNavigate();
  const screens = Grid.useBreakpoint();

  const visiblePages = adminPages.filter((page) => viewerCan(viewer, page.capability));
  const menuRoutes = visiblePages.map((page) => ({ path: `/${page.path}`, name: page.name, icon: page.icon }));
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
            if (!counted) return <Link to={item.path}>{dom}</Link>;
            return (
              <Link to={item.path} style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
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
