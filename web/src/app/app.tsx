import { lazy, Suspense, useEffect, useMemo } from 'react';
import { onUnauthenticated } from '../api/client';
import { I18nProvider } from '../i18n/i18n-context';
import { resolveLocale } from '../i18n/translate';
import { AuthPage } from '../pages/auth-page';
import { VerifyPage } from '../pages/verify-page';
import { ForgotPasswordPage } from '../pages/forgot-password-page';
import { ResetPasswordPage } from '../pages/reset-password-page';
import { ConnectionsPage } from '../pages/connections-page';
import { FlowsPage } from '../pages/flows-page';
import { InvitationPage } from '../pages/invitation-page';
import { LibraryPage } from '../pages/library-page';
import { NotificationsPage } from '../pages/notifications-page';
import { ApprovalLinkPage } from '../pages/approvals/approval-link-page';
import { ApprovalsPage } from '../pages/approvals/approvals-page';
import { RunPage } from '../pages/run-page';
import { RunsPage } from '../pages/runs-page';
import { SettingsPage } from '../pages/settings-page';
import { AppShell } from './app-shell';
import { matchRoute, pathOf, withNext, type Route } from './routes';
import { useSession } from './session-store';
import { navigate, useLocation } from './use-location';

// The editor (xyflow, the catalogue's flow language and checker) loads only when a flow is opened.
const EditorPage = lazy(() => import('../pages/editor-page').then((m) => ({ default: m.EditorPage })));
const PlanPage = lazy(() => import('../pages/plan-page').then((m) => ({ default: m.PlanPage })));

function Page({ route }: { route: Route }) {
  switch (route.page) {
    case 'flows':
      return <FlowsPage ws={route.ws} />;
    case 'editor':
      return <EditorPage key={route.flowId} ws={route.ws} flowId={route.flowId} />;
    case 'runs':
      return <RunsPage ws={route.ws} flowId={route.flowId} />;
    case 'run':
      return <RunPage key={route.runId} ws={route.ws} runId={route.runId} />;
    case 'connections':
      return <ConnectionsPage ws={route.ws} />;
    case 'settings':
      return <SettingsPage ws={route.ws} />;
    case 'plan':
      return <PlanPage ws={route.ws} />;
    case 'library':
      return <LibraryPage ws={route.ws} uc={route.uc} a={route.a} />;
    case 'notifications':
      return <NotificationsPage ws={route.ws} />;
    case 'approvals':
      return <ApprovalsPage ws={route.ws} />;
    case 'approval':
      return <ApprovalsPage key={route.approvalId} ws={route.ws} approvalId={route.approvalId} />;
    default:
      return null;
  }
}

/** The app: routes on the client, signs in when needed, picks the locale. */
export function App() {
  const { pathname, search } = useLocation();
  const route = useMemo(() => matchRoute(pathname, search), [pathname, search]);
  const { status, me, refresh, clear } = useSession();
  const locale = resolveLocale(search, me?.user.locale);
  const isPublic = route.page === 'login' || route.page === 'signUp' || route.page === 'verify' || route.page === 'forgotPassword' || route.page === 'resetPassword' || route.page === 'approvalLink';

  useEffect(() => {
    void refresh();
    return onUnauthenticated(clear);
  }, [refresh, clear]);

  useEffect(() => {
    document.documentElement.lang = locale;
    const comeBack = route.page === 'invitation' || route.page === 'explore' ? pathname + search : null;
    if (status === 'signedOut' && !isPublic) navigate(withNext(pathOf({ page: 'login' }), comeBack), { replace: true });
    const first = me?.workspaces[0];
    if (status === 'signedIn' && first && (route.page === 'home' || route.page === 'notFound')) {
      navigate(pathOf({ page: 'flows', ws: first.workspaceId }), { replace: true });
    }
    if (status === 'signedIn' && first && route.page === 'explore') {
      navigate(pathOf({ page: 'library', ws: first.workspaceId, uc: route.uc, a: route.a }), { replace: true });
    }
  }, [status, isPublic, me, route, locale, pathname, search]);

  let content = null;
  if (route.page === 'login' || route.page === 'signUp') content = <AuthPage mode={route.page} />;
  else if (route.page === 'verify') content = <VerifyPage />;
  else if (route.page === 'forgotPassword') content = <ForgotPasswordPage />;
  else if (route.page === 'resetPassword') content = <ResetPasswordPage />;
  else if (route.page === 'approvalLink') content = <ApprovalLinkPage token={route.token} />;
  else if (status === 'signedIn' && route.page === 'invitation') content = <InvitationPage invitationId={route.invitationId} />;
  else if (status === 'signedIn' && 'ws' in route) content = (
      <AppShell ws={route.ws}>
        <Suspense fallback={null}>
          <Page route={route} />
        </Suspense>
      </AppShell>
    );
  return <I18nProvider locale={locale}>{content}</I18nProvider>;
}
