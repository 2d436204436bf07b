/** The app's pages under /app, matched from the pathname (pure) and built back into paths. */
export type Route =
  | { page: 'login' }
  | { page: 'signUp' }
  /** The link of the verification mail: `/app/verify?token=&next=`. */
  | { page: 'verify' }
  /** Asks for a mailed password-reset link. */
  | { page: 'forgotPassword' }
  /** The link of the reset mail: `/app/reset-password?token=`. */
  | { page: 'resetPassword' }
  | { page: 'home' }
  | { page: 'flows'; ws: string }
  | { page: 'editor'; ws: string; flowId: string }
  | { page: 'runs'; ws: string; flowId?: string }
  | { page: 'run'; ws: string; runId: string }
  | { page: 'connections'; ws: string }
  | { page: 'settings'; ws: string }
  /** The plans, the month's credits and the usage limits. */
  | { page: 'plan'; ws: string }
  | { page: 'library'; ws: string; uc?: string; a?: string }
  | { page: 'notifications'; ws: string }
  /** The approvals inbox, and one approval. */
  | { page: 'approvals'; ws: string }
  | { page: 'approval'; ws: string; approvalId: string }
  /** A single-use approval link (`/app/approve/:token`): public, answers one approval once. */
  | { page: 'approvalLink'; token: string }
  | { page: 'invitation'; invitationId: string }
  /** The explore links `/flows?uc=&a=`, opened in the library of the user's workspace. */
  | { page: 'explore'; uc?: string; a?: string }
  | { page: 'notFound' };

export const APP_BASE = '/app';

export function matchRoute(pathname: string, search = ''): Route {
  const rest = pathname.startsWith(APP_BASE) ? pathname.slice(APP_BASE.length) : pathname;
  const parts = rest.split('/').filter(Boolean).map(decodeURIComponent);
  const [first, ws, section, id, sub] = parts;
  if (parts.length === 0) return { page: 'home' };
  if (first === 'login' && parts.length === 1) return { page: 'login' };
  if (first === 'sign-up' && parts.length === 1) return { page: 'signUp' };
  if (first === 'verify' && parts.length === 1) return { page: 'verify' };
  if (first === 'forgot-password' && parts.length === 1) return { page: 'forgotPassword' };
  if (first === 'reset-password' && parts.length === 1) return { page: 'resetPassword' };
  if (first === 'flows' && parts.length === 1) {
    const params = new URLSearchParams(search);
    const uc = params.get('uc');
    const a = params.get('a');
    return { page: 'explore', ...(uc ? { uc } : {}), ...(a ? { a } : {}) };
  }
  if (first === 'approve' && ws && parts.length === 2) return { page: 'approvalLink', token: ws };
  if (first === 'invitations' && ws && parts.length === 2) return { page: 'invitation', invitationId: ws };
  if (first !== 'w' || !ws) return { page: 'notFound' };
  if (section === undefined) return { page: 'flows', ws };
  if (section === 'flows' && id && sub === undefined) return { page: 'editor', ws, flowId: id };
  if (section === 'runs' && id === undefined) {
    const flowId = new URLSearchParams(search).get('flowId');
    return flowId ? { page: 'runs', ws, flowId } : { page: 'runs', ws };
  }
  if (section === 'runs' && id && sub === undefined) return { page: 'run', ws, runId: id };
  if (section === 'connections' && id === undefined) return { page: 'connections', ws };
  if (section === 'settings' && id === undefined) return { page: 'settings', ws };
  if (section === 'plan' && id === undefined) return { page: 'plan', ws };
  if (section === 'notifications' && id === undefined) return { page: 'notifications', ws };
  if (section === 'approvals' && id === undefined) return { page: 'approvals', ws };
  if (section === 'approvals' && id && sub === undefined) return { page: 'approval', ws, approvalId: id };
  if (section === 'library' && id === undefined) {
    const params = new URLSearchParams(search);
    const uc = params.get('uc');
    const a = params.get('a');
    return { page: 'library', ws, ...(uc ? { uc } : {}), ...(a ? { a } : {}) };
  }
  return { page: 'notFound' };
}

const enc = encodeURIComponent;

export function pathOf(route: Route): string {
  switch (route.page) {
    case 'login':
      return `${APP_BASE}/login`;
    case 'signUp':
      return `${APP_BASE}/sign-up`;
    case 'verify':
      return `${APP_BASE}/verify`;
    case 'forgotPassword':
      return `${APP_BASE}/forgot-password`;
    case 'resetPassword':
      return `${APP_BASE}/reset-password`;
    case 'home':
    case 'notFound':
      return `${APP_BASE}/`;
    case 'flows':
      return `${APP_BASE}/w/${enc(route.ws)}`;
    case 'editor':
      return `${APP_BASE}/w/${enc(route.ws)}/flows/${enc(route.flowId)}`;
    case 'runs':
      return `${APP_BASE}/w/${enc(route.ws)}/runs${route.flowId ? `?flowId=${enc(route.flowId)}` : ''}`;
    case 'run':
      return `${APP_BASE}/w/${enc(route.ws)}/runs/${enc(route.runId)}`;
    case 'connections':
      return `${APP_BASE}/w/${enc(route.ws)}/connections`;
    case 'settings':
      return `${APP_BASE}/w/${enc(route.ws)}/settings`;
    case 'notifications':
      return `${APP_BASE}/w/${enc(route.ws)}/notifications`;
    case 'plan':
      return `${APP_BASE}/w/${enc(route.ws)}/plan`;
    case 'invitation':
      return `${APP_BASE}/invitations/${enc(route.invitationId)}`;
    case 'approvals':
      return `${APP_BASE}/w/${enc(route.ws)}/approvals`;
    case 'approval':
      return `${APP_BASE}/w/${enc(route.ws)}/approvals/${enc(route.approvalId)}`;
    case 'approvalLink':
      return `${APP_BASE}/approve/${enc(route.token)}`;
    case 'explore':
    case 'library': {
      const params = new URLSearchParams();
      if (route.uc) params.set('uc', route.uc);
      if (route.a) params.set('a', route.a);
      const qs = params.toString();
      const base = route.page === 'explore' ? `${APP_BASE}/flows` : `${APP_BASE}/w/${enc(route.ws)}/library`;
      return `${base}${qs ? `?${qs}` : ''}`;
    }
  }
}

/** Keeps `?locale=` on links so the chosen language survives navigation. */
export function withLocale(path: string, search: string): string {
  const locale = new URLSearchParams(search).get('locale');
  if (!locale) return path;
  return `${path}${path.includes('?') ? '&' : '?'}locale=${enc(locale)}`;
}

/** Where to go after logging in: `?next=` when it is a page of the app (never another site). */
export function nextPath(search: string): string | null {
  const next = new URLSearchParams(search).get('next');
  return next && next.startsWith(`${APP_BASE}/`) && !next.startsWith('//') && !next.includes('://') ? next : null;
}

/** A path with `?next=` set, to come back after logging in. */
export function withNext(path: string, next: string | null): string {
  return next ? `${path}${path.includes('?') ? '&' : '?'}next=${enc(next)}` : path;
}
