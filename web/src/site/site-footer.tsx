import { memo } from 'react';
import { useSite } from './site-context';
import { sitePath } from './site-pages';

const social = [
  { name: 'LinkedIn', href: 'https://www.linkedin.com/company/tandem' },
  { name: 'Instagram', href: 'https://www.instagram.com/tandem' },
  { name: 'YouTube', href: 'https://www.youtube.com/@tandem' },
] as const;

/** The site's footer: its links, three social networks, the GDPR and made-in-Europe badges. */
export const SiteFooter = memo(function SiteFooter() {
  const { locale, text } = useSite();
  const f = text.footer;
  const links = [
    [f.homepage, sitePath('home', locale)],
    [f.product, sitePath('product', locale)],
    [f.pricing, sitePath('pricing', locale)],
    [f.blog, sitePath('blog', locale)],
    [f.aboutUs, sitePath('aboutUs', locale)],
    [f.contact, sitePath('contact', locale)],
    [f.imprint, sitePath('imprint', locale)],
    [f.privacy, sitePath('privacy', locale)],
    [f.terms, sitePath('terms', locale)],
  ] as const;
  return (
    <footer className="site-footer">
      <p>
        <strong>Tandem</strong> — {f.tagline}
      </p>
      <ul className="site-footer-links" data-testid="footer-links">
        {links.map(([label, href]) => (
          <li key={href}>
            <a href={href}>{label}</a>
          </li>
        ))}
      </ul>
      <ul className="site-social" aria-label={f.social}>
        {social.map((network) => (
          <li key={network.name}>
            <a href={network.href} rel="noopener noreferrer">
              {network.name}
            </a>
          </li>
        ))}
      </ul>
      <div className="site-badges">
        <span className="site-badge" data-testid="badge-gdpr">
          {f.gdpr}
        </span>
        <span className="site-badge" data-testid="badge-made-in-europe">
          {f.madeInEurope}
        </span>
      </div>
    </footer>
  );
});
