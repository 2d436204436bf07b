import type { AnyApp } from './define-app.js';

/**
 * Whether an app's steps need a connection of the workspace: apps with credentials, and apps whose
 * connection holds settings (a webhook URL, a shop's address). The generic HTTP step needs none.
 */
export function needsConnection(app: Pick<AnyApp, 'authentication' | 'configurable'>): boolean {
  return app.authentication !== 'none' || app.configurable;
}
