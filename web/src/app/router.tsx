/**
 * The router, built once from the route list: a public layout, and one layout route per
 * signed-in area (guarded by the area's roles) whose children are the list's entries.
 */

import { SHELL_MSG } from '@shared/messages/shell';
import { lazy, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject, ScrollRestoration } from 'react-router-dom';
import { AREAS, type AreaConfig, areaLanding, entryRoles } from './areas';
import { RedirectWithNotice, RequireRoles, RequireState } from './guards';
import { FirstLoad, RouteErrorPage } from './page-states';
import { PublicLayout } from './public-layout';
import { AREA_ROUTES, NOT_FOUND_ROUTE, PUBLIC_ROUTES, SIGN_IN_PANEL } from './route-list';
import type { AreaRoute, PageModule, PublicRoute } from './route-types';
import { useSession } from './session';

/** Route handle: the name shown as title and breadcrumb. */
export interface RouteHandle {
  name: string;
}

// The sign-in form belongs to the auth domain: loaded when the public header's popover first opens.
const SignInPanel = lazy(SIGN_IN_PANEL);

function lazyPage(load: () => Promise<PageModule>, wrap: (page: ReactNode) => ReactNode) {
  return async () => {
    const { default: Page } = await load();
    return { element: wrap(<Page />) };
  };
}

function publicRoute(route: PublicRoute): RouteObject {
  const guard = route.useGuard;
  return {
    path: route.path,
    handle: { name: route.name } satisfies RouteHandle,
    lazy: lazyPage(route.page, (page) => (guard ? <RequireState useAllowed={guard}>{page}</RequireState> : page)),
  };
}

function areaRoute(entry: AreaRoute): RouteObject {
  return {
    path: entry.path,
    handle: { name: entry.name } satisfies RouteHandle,
    lazy: lazyPage(entry.page, (page) => <RequireRoles roles={entryRoles(entry)}>{page}</RequireRoles>),
  };
}

/** The bare area prefix and unknown paths below it: the area's home page, or back to / when it has none. */
function AreaLanding({ area, routes }: { area: AreaConfig; routes: readonly AreaRoute[] }) {
  const { claims } = useSession();
  const target = areaLanding(area, claims?.role, routes);
  if (!target) return <RedirectWithNotice to="/" text={SHELL_MSG.areaEmpty} />;
  return <Navigate to={target} replace />;
}

function Root() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

export function buildRoutes(publicRoutes: readonly PublicRoute[] = PUBLIC_ROUTES, areaRoutes: readonly AreaRoute[] = AREA_ROUTES): RouteObject[] {
  return [
    {
      element: <Root />,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <FirstLoad />,
      children: [
        {
          element: <PublicLayout areaRoutes={areaRoutes} signInPanel={SignInPanel} />,
          children: [...publicRoutes.map(publicRoute), publicRoute(NOT_FOUND_ROUTE)],
        },
        ...AREAS.map(
          (area): RouteObject => ({
            path: area.prefix,
            // The area shell (AppLayout, navigation) loads with the area, not on public pages.
            lazy: async () => {
              const { AreaLayout } = await import('./area-layout');
              return {
                element: (
                  <RequireRoles roles={area.roles}>
                    <AreaLayout area={area} routes={areaRoutes} />
                  </RequireRoles>
                ),
              };
            },
            children: [
              { index: true, element: <AreaLanding area={area} routes={areaRoutes} /> },
              ...areaRoutes.filter((r) => r.layout === area.prefix).map(areaRoute),
              { path: '*', element: <AreaLanding area={area} routes={areaRoutes} /> },
            ],
          }),
        ),
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}
