import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import type { SiteManifest } from '@tandem/services/schemas/site';
import type * as Prerender from './src/site/prerender';
import type * as SiteDocs from './src/site/site-docs';

/**
 * After the client build, renders every page of the public site with react-dom/server into its own
 * HTML file (web/dist/site/<page>.<locale>.html) around the built site.html, which holds the site's
 * own script and styles, and writes web/dist/site/pages.json for the API.
 */
export function sitePrerender(root: string, outDir: string): Plugin {
  return {
    name: 'tandem-site-prerender',
    apply: 'build',
    async closeBundle() {
      const templateFile = join(outDir, 'site.html');
      const template = readFileSync(templateFile, 'utf8');
      const { module } = await runnerImport<typeof Prerender>(join(root, 'src/site/prerender.tsx'), {
        configFile: false,
        root,
        logLevel: 'silent',
      });
      const { module: docsModule } = await runnerImport<typeof SiteDocs>(join(root, 'src/site/site-docs.ts'), { configFile: false, root, logLevel: 'silent' });
      const siteDir = join(outDir, 'site');
      mkdirSync(siteDir, { recursive: true });
      // The user guide: the repository's docs/ as pages of the site, its images beside them.
      const docsDir = join(root, '..', 'docs');
      const pages = module.prerenderSite(template, docsModule.loadDocs(docsDir));
      for (const page of pages) writeFileSync(join(siteDir, page.file), page.html);
      if (existsSync(join(docsDir, 'images'))) cpSync(join(docsDir, 'images'), join(siteDir, 'docs-images'), { recursive: true });
      const notFound = module.prerenderNotFound(template);
      for (const page of notFound) writeFileSync(join(siteDir, page.file), page.html);
      const manifest: SiteManifest = {
        pages: pages.map(({ html: _html, ...rest }) => rest),
        notFound: Object.fromEntries(notFound.map((page) => [page.locale, page.file])) as SiteManifest['notFound'],
      };
      writeFileSync(join(siteDir, 'pages.json'), JSON.stringify(manifest, null, 2));
      renameSync(templateFile, join(siteDir, 'template.html'));
    },
  };
}
