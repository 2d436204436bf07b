import { memo, type MouseEvent, type ReactNode } from 'react';
import { navigate, useLocation } from './use-location';
import { withLocale } from './routes';

/** An anchor that navigates on the client (and still works with a middle click). */
export const Link = memo(function Link({ to, children, className }: { to: string; children: ReactNode; className?: string }) {
  const { search } = useLocation();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a href={withLocale(to, search)} onClick={onClick} className={className}>
      {children}
    </a>
  );
});
