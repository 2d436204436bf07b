import { memo } from 'react';
import { useSite } from './site-context';
import { DOCS_PATH, sitePath } from './site-pages';

/** The site's answer to an unknown path (status 404), in the language of the path (`/de/...` German). */
export const NotFoundPage = memo(function NotFoundPage() {
  const { locale, text } = useSite();
  const t = text.notFound;
  return (
    <section className="site-hero" data-testid="not-found">
      <p className="site-code">404</p>
      <h1>{t.heading}</h1>
      <p className="site-lead">{t.intro}</p>
      <ul className="site-links">
        <li>
          <a href={sitePath('home', locale)}>{t.home}</a>
        </li>
        <li>
          <a href={sitePath('flows', locale)}>{t.explorer}</a>
        </li>
        <li>
          <a href={DOCS_PATH}>{t.docs}</a>
        </li>
      </ul>
    </section>
  );
});
