import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Builds the web app when its sources are newer than the last build (in the background: start-up goes on meanwhile). */
export async function buildWebIfNeeded(root: string, log: (line: string) => void): Promise<string | undefined> {
  const web = join(root, 'web');
  if (!existsSync(join(web, 'vite.config.ts'))) return undefined;
  const dist = join(web, 'dist');
  // A build from before the public site has no prerendered pages (web/dist/site/pages.json).
  const built = existsSync(join(dist, 'index.html')) && existsSync(join(dist, 'site', 'pages.json')) ? statSync(join(dist, 'index.html')).mtimeMs : 0;
  // The user guide (docs/) is prerendered into the site too.
  const sources = [join(web, 'src'), join(web, 'public'), join(web, 'site.html'), join(web, 'vite.config.ts'), join(web, 'site-prerender-plugin.ts'), join(root, 'docs')].filter((path) => existsSync(path));
  if (built < Math.max(...sources.map((path) => (statSync(path).isDirectory() ? newestMtime(path) : statSync(path).mtimeMs)))) {
    log('building the web app…');
    const status = await new Promise<number | null>((done, fail) => spawn('npm', ['run', 'build', '-w', '@tandem/web'], { cwd: root, stdio: 'inherit' }).on('exit', done).on('error', fail));
    if (status !== 0) throw new Error('the web app did not build');
    log('web app built');
  }
  return dist;
}
