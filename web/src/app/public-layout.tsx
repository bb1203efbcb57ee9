/**
 * The public layout: a header with the logo and title, Register and Sign In (Dashboard and Sign Out
 * when signed in), the notices, the page, and the footer.
 */

import Button from '@cloudscape-design/components/button';
import Popover, { type PopoverProps } from '@cloudscape-design/components/popover';
import Spinner from '@cloudscape-design/components/spinner';
import { sideIn } from '@shared/messages/language';
import { PUBLIC_SHELL_MSG, SHELL_MSG } from '@shared/messages/shell';
import { type ComponentType, Suspense, useEffect, useRef } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { dashboardFor } from './areas';
import { LanguageSwitch } from './language-switch';
import { AUTO_HIDE_MS, NotificationScope, Notifications, notify, useNotices } from './notifications';
import { useShellLanguage } from './page-language';
import { useRouteName } from './route-name';
import type { AreaRoute } from './route-types';
import { useSession } from './session';
import { useDocumentTitle } from './use-document-title';
import { useFollow } from './use-follow';
import { useMediaQuery } from './use-media-query';
import './shell.css';

/** What the public layout gets from the router: the area pages (for the Dashboard button) and the lazy sign-in form. */
interface PublicShellProps {
  areaRoutes: readonly AreaRoute[];
  signInPanel: ComponentType;
}

function SignInPopover({ SignInPanel }: { SignInPanel: ComponentType }) {
  const popover = useRef<PopoverProps.Ref>(null);
  const { pathname } = useLocation();
  // Following a link of the form (Daftar, forgot password) leaves the popover behind: close it.
  useEffect(() => {
    if (pathname) popover.current?.dismiss();
  }, [pathname]);
  return (
    <Popover
      ref={popover}
      triggerType="custom"
      position="bottom"
      size="medium"
      fixedWidth
      renderWithPortal
      header={SHELL_MSG.signInHeader}
      dismissAriaLabel={SHELL_MSG.dismiss}
      content={
        <Suspense fallback={<Spinner />}>
          <SignInPanel />
        </Suspense>
      }
    >
      <Button variant="primary">{SHELL_MSG.navSignIn}</Button>
    </Popover>
  );
}

/** Below 400 px the signed-in header's two actions fit on one line beside the brand only without their icons. */
const NARROW_HEADER_QUERY = '(max-width: 399px)';
/** Below 600 px the language switch shows the language's code, so the header's buttons fit beside the brand. */
const COMPACT_SWITCH_QUERY = '(max-width: 599px)';

function PublicHeader({ areaRoutes, signInPanel }: PublicShellProps) {
  const { claims, signOut } = useSession();
  const narrow = useMediaQuery(NARROW_HEADER_QUERY);
  const compactSwitch = useMediaQuery(COMPACT_SWITCH_QUERY);
  const follow = useFollow();
  const navigate = useNavigate();
  const home = dashboardFor(claims?.role, areaRoutes);
  const lang = useShellLanguage();
  const t = sideIn(PUBLIC_SHELL_MSG, lang);

  const onSignOut = async () => {
    try {
      await signOut();
    } catch (error) {
      notify.fail(error);
    }
    navigate('/');
  };

  return (
    <header className="public-header" lang={lang}>
      <div className="public-header__inner">
        <Link to="/" className="public-brand">
          <img src="/logo.svg" alt="" width={36} height={36} />
          <span className="public-brand__name">{SHELL_MSG.appName}</span>
          <span className="public-brand__full">{t.appFullName}</span>
        </Link>
        <nav aria-label={t.mainNavigation} className="public-header__actions">
          <LanguageSwitch signedIn={claims !== null} compact={compactSwitch} />
          {claims ? (
            <>
              {home && (
                <Button href={home} onFollow={follow} iconName={narrow ? undefined : 'grid-view'}>
                  {SHELL_MSG.navDashboard}
                </Button>
              )}
              <Button onClick={() => void onSignOut()} iconName={narrow ? undefined : 'sign-out'}>
                {SHELL_MSG.navSignOut}
              </Button>
            </>
          ) : (
            <>
              <Button href="/register" onFollow={follow}>
                {SHELL_MSG.navRegister}
              </Button>
              <SignInPopover SignInPanel={signInPanel} />
            </>
          )}
        </nav>
      </div>
    </header>
  );
}

const FOOTER_LINKS = [
  { to: '/register', text: 'footerRegister' },
  { to: '/terms-of-service', text: 'footerTerms' },
  { to: '/guide', text: 'footerGuide' },
  { to: '/faq', text: 'footerFaq' },
  { to: '/about-us', text: 'footerAbout' },
] as const;

function PublicFooter() {
  const lang = useShellLanguage();
  const t = sideIn(PUBLIC_SHELL_MSG, lang);
  return (
    <footer className="public-footer" lang={lang}>
      <div className="public-footer__inner">
        <nav aria-label={t.footerNavigation}>
          <ul className="public-footer__links">
            {FOOTER_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{t[l.text]}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="public-footer__note">
          © {new Date().getFullYear()} {t.footerCopyright}
        </p>
      </div>
    </footer>
  );
}

/** The notices under the header; no empty band when there are none. */
function PublicNotices() {
  const notices = useNotices();
  if (notices.length === 0) return null;
  return (
    <div className="public-notices">
      <Notifications />
    </div>
  );
}

export function PublicLayout(props: PublicShellProps) {
  useDocumentTitle(useRouteName());
  return (
    <NotificationScope autoHideMs={AUTO_HIDE_MS.landing}>
      <div className="public-shell">
        <PublicHeader {...props} />
        <PublicNotices />
        <main className="public-main">
          <Outlet />
        </main>
        <PublicFooter />
      </div>
    </NotificationScope>
  );
}
