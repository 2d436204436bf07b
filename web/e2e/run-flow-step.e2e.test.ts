import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pickReference, signUpThroughUi, browserSuite } from './browser';
import { useWebStack } from './use-web-stack';

/** The "Run flow" step on the canvas (docs/flow-language.md § Running another flow). */
const { stack, browser } = useWebStack();
/** `UPDATE_DOC_IMAGES=1` writes the panel's picture of docs/editor.md. */
const docImages = fileURLToPath(new URL('../../docs/images/', import.meta.url));

const lit = (value: unknown) => ({ type: 'literal', value });
const ref = (...path: string[]) => ({ type: 'reference', path });
const note = { name: 'note', type: 'utility', utility: 'comment', input: { text: lit('checks a price') } };

async function choose(select: Locator, label: string): Promise<void> {
  await select.getByRole('button').first().click();
  await select.getByRole('option', { name: label, exact: true }).click();
}

async function addStep(page: Page, type: 'action' | 'utility', name: string): Promise<void> {
  await page.getByTestId('add-root').click();
  await page.getByTestId(`insert-${type}`).click();
  await page.getByTestId(`node-${name}`).waitFor();
}

describe('the "Run flow" step panel', browserSuite, () => {
  it("picks a flow and its version, types the input from the called flow's schema, and a later step maps its typed output", async () => {
    const page = await (await browser().newContext({ viewport: { width: 1500, height: 1100 } })).newPage();
    await signUpThroughUi(page, stack().baseUrl);
    const ws = /\/w\/([0-9A-Z]{26})/.exec(page.url())![1]!;
    const csrf = (await page.context().cookies()).find((c) => c.name === 'csrf_token')?.value ?? '';
    const request = async (method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown) =>
      (await page.request.fetch(`${stack().baseUrl}/api/workspaces/${ws}${path}`, { method, data, headers: { 'x-csrf-token': csrf } })).json();

    // The called flow: a first version takes only a SKU; the live one also a quantity, and declares its output.
    const first = { version: 1, trigger: { type: 'manual' }, inputSchema: { type: 'object', properties: { sku: { type: 'string' } }, required: ['sku'] }, steps: [note] };
    const child = await request('POST', '/flows', { name: 'Price check', definition: first });
    const second = {
      version: 1,
      trigger: { type: 'manual' },
      inputSchema: { type: 'object', properties: { sku: { type: 'string', description: 'The product to check' }, qty: { type: 'integer' } }, required: ['sku'] },
      steps: [note],
      output: { type: 'object', properties: { label: { type: 'operator', operator: 'concat', params: [ref('trigger', 'sku'), lit(' checked')] }, qty: ref('trigger', 'qty') } },
    };
    const live = await request('POST', `/flows/${child.flowId}/versions`, { definition: second, name: 'With quantity' });
    await request('PUT', `/flows/${child.flowId}/live`, { versionId: live.versionId });
    expect(live.valid, JSON.stringify(live.issues)).toBe(true);
    const parent = await request('POST', '/flows', { name: 'Check a price', definition: { version: 1, trigger: { type: 'manual' }, steps: [] } });

    await page.goto(`${stack().baseUrl}/app/w/${ws}/flows/${parent.flowId}`);
    await page.getByTestId('canvas').waitFor();
    const panel = page.getByTestId('step-panel');
    await addStep(page, 'action', 'action_1');
    await choose(panel.getByTestId('select-app'), 'Tandem');
    await choose(panel.getByTestId('select-action'), 'Run flow');
    const fields = panel.getByTestId('run-flow-fields');
    // The flow itself is not offered: a flow never runs itself.
    await fields.getByTestId('select-run-flow').getByRole('button').first().click();
    expect(await fields.getByRole('option', { name: 'Check a price', exact: true }).count()).toBe(0);
    await fields.getByRole('option', { name: 'Price check', exact: true }).click();

    // The live version's input: two fields, the required one marked.
    await fields.getByTestId('run-flow-input-qty').waitFor();
    expect(await fields.getByTestId('run-flow-input-sku').textContent()).toContain('*');
    // Pinning the first version shows its input: the SKU only.
    const version = fields.getByLabel('Version');
    await version.selectOption(child.latestVersionId);
    await fields.getByTestId('run-flow-input-qty').waitFor({ state: 'detached' });
    await fields.getByTestId('run-flow-input-sku').waitFor();
    await version.selectOption('live');
    await fields.getByTestId('run-flow-input-qty').waitFor();
    await fields.getByTestId('run-flow-input-sku').getByRole('textbox').fill('TEE-S');
    await fields.getByTestId('run-flow-input-qty').getByRole('textbox').or(fields.getByTestId('run-flow-input-qty').getByRole('spinbutton')).fill('3');
    const mode = fields.getByTestId('run-flow-mode');
    await mode.selectOption('start');
    await mode.selectOption('wait');
    // The step's name shows its underscore: a clipped one would read "action 1".
    const nameInput = panel.getByLabel('Name', { exact: true });
    const drawn = async (value: string) => {
      await nameInput.evaluate((input, text) => void ((input as HTMLInputElement).value = text), value);
      return nameInput.screenshot();
    };
    expect((await drawn('action_1')).equals(await drawn('action 1'))).toBe(false);
    await nameInput.evaluate((input) => void ((input as HTMLInputElement).value = 'action_1'));
    if (process.env.UPDATE_DOC_IMAGES) await panel.screenshot({ path: `${docImages}editor-run-flow-step.png` });

    // A later step maps the child's typed output.
    await addStep(page, 'utility', 'utility_1');
    await choose(panel.locator('.field', { hasText: 'Utility' }).first(), 'variable');
    await panel.getByTestId('field-name').getByRole('textbox').fill('label');
    await panel.getByTestId('field-valueType').locator('.select-trigger').click();
    await panel.getByTestId('field-valueType').getByRole('option', { name: /^text$/i }).click();
    await pickReference(panel.getByTestId('field-value'), ['action_1', 'output', 'label']);

    await page.getByRole('button', { name: 'Save version' }).click();
    await page.getByRole('dialog', { name: 'Save version' }).getByRole('button', { name: 'Save' }).click();
    await page.getByText('All changes saved').waitFor();
    const saved = await request('GET', `/flows/${parent.flowId}`);
    const savedVersion = await request('GET', `/flows/${parent.flowId}/versions/${saved.latestVersionId}`);
    expect(savedVersion.valid, JSON.stringify(savedVersion.issues)).toBe(true);
    const definition = savedVersion.definition;
    expect(definition.steps[0]).toMatchObject({
      app: 'tandem',
      action: 'flows.run',
      input: { flowId: lit(child.flowId), version: lit('live'), mode: lit('wait'), input: { type: 'object', properties: { sku: lit('TEE-S'), qty: lit(3) } } },
    });
    expect(definition.steps[1].input.value).toEqual(ref('action_1', 'output', 'label'));

    await page.getByRole('button', { name: 'Run now' }).click();
    await page.waitForURL(/\/runs\/[0-9A-Z]{26}$/);
    await page.getByTestId('run-status').filter({ hasText: /completed/i }).waitFor({ timeout: 60_000 });
    const runId = /\/runs\/([0-9A-Z]{26})$/.exec(page.url())![1]!;
    const run = await request('GET', `/runs/${runId}`);
    expect(run.steps.find((s: { path: string }) => s.path === 'utility_1')?.output).toBe('TEE-S checked');
    expect(run.steps.find((s: { path: string }) => s.path === 'action_1')?.output).toMatchObject({ output: { label: 'TEE-S checked', qty: 3 } });
  }, 180_000);
});
