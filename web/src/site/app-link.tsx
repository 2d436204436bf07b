import type { ReactNode } from 'react';
import { withAffiliate } from './affiliate';
import { useSite } from './site-context';

/** A link into the app (login, sign-up, a flow): it carries the visit's affiliate code. */
export function AppLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const { affiliate } = useSite();
  return (
    <a href={withAffiliate(href, affiliate)} className={className} data-app-link="">
      {children}
    </a>
  );
}
