import { describe, expect, it } from 'vitest';
import { matchRoute, nextPath, pathOf, withLocale, withNext, type Route } from './routes';

describe('routes', () => {
  it('matches the app pages under /app', () => {
    expect(matchRoute('/app/')).toEqual({ page: 'home' });
    expect(matchRoute('/app/login')).toEqual({ page: 'login' });
    expect(matchRoute('/app/sign-up')).toEqual({ page: 'signUp' });
    expect(matchRoute('/app/verify', '?token=abc')).toEqual({ page: 'verify' });
    expect(matchRoute('/app/forgot-password')).toEqual({ page: 'forgotPassword' });
    expect(matchRoute('/app/reset-password', '?token=abc')).toEqual({ page: 'resetPassword' });
    expect(matchRoute('/app/w/W1')).toEqual({ page: 'flows', ws: 'W1' });
    expect(matchRoute('/app/w/W1/flows/F1')).toEqual({ page: 'editor', ws: 'W1', flowId: 'F1' });
    expect(matchRoute('/app/w/W1/runs', '?flowId=F1')).toEqual({ page: 'runs', ws: 'W1', flowId: 'F1' });
    expect(matchRoute('/app/w/W1/runs/R1')).toEqual({ page: 'run', ws: 'W1', runId: 'R1' });
    expect(matchRoute('/app/nope')).toEqual({ page: 'notFound' });
    expect(matchRoute('/app/w/W1/library', '?uc=Alerts+%26+Tasks&a=shopify')).toEqual({ page: 'library', ws: 'W1', uc: 'Alerts & Tasks', a: 'shopify' });
    expect(matchRoute('/app/w/W1/notifications')).toEqual({ page: 'notifications', ws: 'W1' });
    expect(matchRoute('/app/w/W1/plan')).toEqual({ page: 'plan', ws: 'W1' });
    expect(matchRoute('/app/invitations/I1')).toEqual({ page: 'invitation', invitationId: 'I1' });
    expect(matchRoute('/app/flows', '?uc=SEO')).toEqual({ page: 'explore', uc: 'SEO' });
    expect(matchRoute('/app/flows', '?a=shopify')).toEqual({ page: 'explore', a: 'shopify' });
  });

  it('builds paths that match back', () => {
    const routes: Route[] = [
      { page: 'login' },
      { page: 'signUp' },
      { page: 'verify' },
      { page: 'forgotPassword' },
      { page: 'resetPassword' },
      { page: 'flows', ws: 'W' },
      { page: 'editor', ws: 'W', flowId: 'F' },
      { page: 'run', ws: 'W', runId: 'R' },
      { page: 'connections', ws: 'W' },
      { page: 'settings', ws: 'W' },
      { page: 'plan', ws: 'W' },
      { page: 'notifications', ws: 'W' },
      { page: 'invitation', invitationId: 'I' },
      { page: 'library', ws: 'W' },
      { page: 'explore' },
    ];
    for (const route of routes) expect(matchRoute(pathOf(route))).toEqual(route);
    const [path, search] = pathOf({ page: 'runs', ws: 'W', flowId: 'F' }).split('?');
    expect(matchRoute(path ?? '', `?${search}`)).toEqual({ page: 'runs', ws: 'W', flowId: 'F' });
    const [libraryPath, librarySearch] = pathOf({ page: 'library', ws: 'W', uc: 'Alerts & Tasks' }).split('?');
    expect(matchRoute(libraryPath ?? '', `?${librarySearch}`)).toEqual({ page: 'library', ws: 'W', uc: 'Alerts & Tasks' });
  });

  it('keeps the locale parameter', () => {
    expect(withLocale('/app/login', '?locale=de')).toBe('/app/login?locale=de');
    expect(withLocale('/app/w/W/runs?flowId=F', '?locale=de')).toBe('/app/w/W/runs?flowId=F&locale=de');
    expect(withLocale('/app/login', '')).toBe('/app/login');
  });

  it('comes back to a page of the app after logging in, never to another site', () => {
    expect(nextPath(`?${withNext('/app/login', '/app/invitations/I1').split('?')[1]}`)).toBe('/app/invitations/I1');
    expect(nextPath('?next=https://evil.test/app/')).toBeNull();
    expect(nextPath('?next=//evil.test')).toBeNull();
    expect(nextPath('')).toBeNull();
    expect(withNext('/app/login', null)).toBe('/app/login');
  });
});
