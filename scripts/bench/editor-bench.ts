import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { largeDefinition } from '../../catalog/src/types/check-definition.bench-data.js';
import { launchBrowser } from '../../web/e2e/browser.js';
import { ensureWebBuild } from '../../web/e2e/web-build.js';

const STEPS = 300;
const WS = 'BENCHWORKSPACE000000000000';
const FLOW = 'BENCHFLOW00000000000000000';
const VERSION = 'BENCHVERSION00000000000000';

const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json' };

/** The API answers the editor needs to open one flow: who is signed in, the flow and its latest version. */
function apiAnswer(path: string): unknown {
  const now = new Date().toISOString();
  const workspace = { workspaceId: WS, name: 'Bench', createdAt: now, creatorEmail: 'bench@example.test', creditLimit: null, maxFlowRuntimeMinutes: 60 };
  if (path === '/api/me') return { user: { userId: 'U', email: 'bench@example.test', name: 'Bench', locale: 'en' }, workspaces: [workspace] };
  if (path === `/api/workspaces/${WS}/flows/${FLOW}`) {
    return { flowId: FLOW, workspaceId: WS, name: `${STEPS} steps`, description: null, liveVersionId: null, liveVersionChangedAt: null, latestVersionId: VERSION, pinnedAt: null, createdAt: now, editMode: 'full-control', trigger: { type: 'manual' }, apps: [], executionCount: 0, successful: 0, failed: 0, lastExecutionAt: null };
  }
  if (path === `/api/workspaces/${WS}/flows/${FLOW}/versions/${VERSION}`) {
    return { versionId: VERSION, flowId: FLOW, name: null, changeNotes: null, valid: true, issues: [], createdAt: now, creatorEmail: 'bench@example.test', restoredFrom: null, definition: largeDefinition(STEPS) };
  }
  return { items: [], nextCursor: null };
}

/** Serves the built app under /app (index.html for app routes) and canned API answers. */
function serve(dist: string) {
  return (request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', 'http://bench').pathname;
    if (path.startsWith('/api/')) {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(apiAnswer(path)));
      return;
    }
    const file = join(dist, normalize(path.replace(/^\/app\/?/, '')));
    const found = file.startsWith(dist) && existsSync(file) && statSync(file).isFile() ? file : join(dist, 'index.html');
    response.setHeader('content-type', types[extname(found)] ?? 'application/octet-stream');
    createReadStream(found).pipe(response);
  };
}

/**
 * Opens a generated 300-step flow in the editor in headless Chromium: `openMs` from navigation start
 * until the laid-out nodes are on screen, `layoutMs` the layout alone (graph to positions), and the
 * frame rate while the canvas is panned by dragging for about two seconds. The app is the built one;
 * the API is answered locally, so only the editor is measured.
 */
export async function editorBenchmark(): Promise<{ openMs: number; layoutMs: number; panFps: number }> {
  const dist = await ensureWebBuild();
  const server = createServer(serve(dist));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    // A cold open first (caches, JIT), then the measured one.
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/app/w/${WS}/flows/${FLOW}`;
    let marks = { open: 0, layout: 0 };
    for (let round = 0; round < 2; round++) {
      await page.goto(url);
      await page.waitForFunction(() => performance.getEntriesByName('editor:laid-out').length > 0, undefined, { timeout: 30_000 });
      marks = (await page.evaluate(`(() => {
        const time = (name) => performance.getEntriesByName(name)[0]?.startTime ?? 0;
        return { open: time('editor:laid-out'), layout: time('editor:layout-end') - time('editor:layout-start') };
      })()`)) as typeof marks;
    }

    const box = await page.getByTestId('canvas').boundingBox();
    if (!box) throw new Error('The canvas is not on screen');
    // A string, not a function: tsx would wrap a named inner function in a helper the page lacks.
    await page.evaluate(`window.benchFrames = 0; window.benchCounting = true;
      (function tick() { window.benchFrames += 1; if (window.benchCounting) requestAnimationFrame(tick); })();`);
    const started = performance.now();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    for (let i = 0; i < 120; i++) {
      const phase = Math.sin((i / 120) * Math.PI * 2);
      await page.mouse.move(box.x + box.width / 2 + phase * 300, box.y + box.height / 2 + i * 3);
      await page.waitForTimeout(16);
    }
    await page.mouse.up();
    const frames = Number(await page.evaluate('window.benchCounting = false; window.benchFrames'));
    const seconds = (performance.now() - started) / 1000;
    return { openMs: Math.round(marks.open), layoutMs: Math.round(marks.layout), panFps: Math.round((frames / seconds) * 10) / 10 };
  } finally {
    await browser.close();
    server.close();
  }
}
