/**
 * The layout of a signed-in area (/user, /verifikator, /admin), built from the route list:
 * TopNavigation (notification bell, dashboard button, profile menu), AppLayout with the
 * SideNavigation, the breadcrumb and title of the current route, and the Flashbar.
 */

import AppLayout from '@cloudscape-design/components/app-layout';
import BreadcrumbGroup from '@cloudscape-design/components/breadcrumb-group';
import type { ButtonDropdownProps } from '@cloudscape-design/components/button-dropdown';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Icon from '@cloudscape-design/components/icon';
import SideNavigation from '@cloudscape-design/components/side-navigation';
import TopNavigation from '@cloudscape-design/components/top-navigation';
import { MSG, notifikasiUnread } from '@shared/messages';
import { roleName } from '@shared/messages/shell';
import { NotifikasiDrawer } from '@web/components/notifikasi/notifikasi-drawer';
import { useNotifikasi } from '@web/components/notifikasi/use-notifikasi';
import { useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { type AreaConfig, areaEntries, dashboardFor, entryHref } from './areas';
import { RedirectWithNotice } from './guards';
import { languageUtility } from './language-switch';
import { NotificationScope, Notifications, notify } from './notifications';
import { useRouteName } from './route-name';
import type { AreaRoute } from './route-types';
import { useSession } from './session';
import { useDocumentTitle } from './use-document-title';
import { type FollowEvent, useFollow } from './use-follow';
import { DESKTOP_QUERY, useMediaQuery } from './use-media-query';
import './shell.css';

const LOGOUT_ID = 'logout';

export function AreaLayout({ area, routes }: { area: AreaConfig; routes: readonly AreaRoute[] }) {
  const { claims, signOut } = useSession();
  const entries = areaEntries(area, claims?.role, routes);
  const follow = useFollow();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const name = useRouteName();
  useDocumentTitle(name ?? area.name);
  const bell = useNotifikasi(claims !== null);

  // The drawer follows the width: open on desktop (960 px and wider), closed below.
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const [navigationOpen, setNavigationOpen] = useState(isDesktop);
  useEffect(() => setNavigationOpen(isDesktop), [isDesktop]);

  if (entries.length === 0) return <RedirectWithNotice to="/" text={MSG.areaEmpty} />;

  const home = dashboardFor(claims?.role, routes);
  const profile = entries.find((e) => e.path === area.profile);
  const menuItems: ButtonDropdownProps.Item[] = [
    ...(profile ? [{ id: 'profile', text: MSG.menuProfile, href: entryHref(profile) }] : []),
    { id: LOGOUT_ID, text: MSG.menuLogout },
  ];

  const logout = async () => {
    try {
      await signOut();
    } catch (error) {
      notify.fail(error);
    }
    navigate('/', { replace: true });
  };

  const followInNavigation = (event: FollowEvent) => {
    follow(event);
    if (!isDesktop) setNavigationOpen(false);
  };

  return (
    <NotificationScope autoHideMs={area.autoHideMs}>
      <div id="area-top-navigation" className="area-top-navigation">
        <TopNavigation
          identity={{ href: '/', title: MSG.appFullName, logo: { src: '/logo.svg', alt: MSG.logoAlt }, onFollow: follow }}
          utilities={[
            {
              type: 'button',
              iconName: 'notification',
              ariaLabel: notifikasiUnread(bell.unread),
              title: notifikasiUnread(bell.unread),
              badge: bell.unread > 0,
              disableUtilityCollapse: true,
              onClick: () => bell.show(!bell.open),
            },
            languageUtility(),
            ...(home ? [{ type: 'button' as const, text: MSG.navDashboard, iconName: 'grid-view' as const, href: home, onFollow: follow }] : []),
            {
              type: 'menu-dropdown',
              text: claims?.nim || MSG.menuAccount,
              description: claims?.role ? roleName(claims.role) : undefined,
              iconName: 'user-profile',
              items: menuItems,
              onItemFollow: follow,
              onItemClick: (event) => {
                if (event.detail.id === LOGOUT_ID) void logout();
              },
            },
          ]}
        />
      </div>
      <AppLayout
        headerSelector="#area-top-navigation"
        ariaLabels={{ navigation: MSG.mainNavigation }}
        toolsHide
        stickyNotifications
        navigationOpen={navigationOpen}
        onNavigationChange={(event) => setNavigationOpen(event.detail.open)}
        navigation={
          <SideNavigation
            header={{ text: area.name, href: area.prefix }}
            activeHref={pathname}
            onFollow={followInNavigation}
            items={entries.map((e) => ({ type: 'link', text: e.name, href: entryHref(e), icon: <Icon name={e.icon} /> }))}
          />
        }
        breadcrumbs={
          <BreadcrumbGroup
            ariaLabel={MSG.breadcrumbs}
            onFollow={follow}
            items={[{ text: area.name, href: area.prefix }, ...(name ? [{ text: name, href: pathname }] : [])]}
          />
        }
        notifications={<Notifications />}
        content={
          <ContentLayout header={name ? <Header variant="h1">{name}</Header> : undefined}>
            <Outlet />
          </ContentLayout>
        }
      />
      <NotifikasiDrawer
        open={bell.open}
        items={bell.items}
        fresh={bell.fresh}
        loading={bell.loading}
        error={bell.error}
        onClose={() => bell.show(false)}
        onFollow={(event) => {
          follow(event);
          bell.show(false);
        }}
      />
    </NotificationScope>
  );
}
