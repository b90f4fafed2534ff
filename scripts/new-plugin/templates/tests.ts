// The new domain's tests: its server test over HTTP on a real embedded database
// (tests/server/<name>.test.ts) and its browser journey (tests/e2e/<name>.spec.ts), in the project's
// tests/ or a package's.
import type { FileRefs } from '../layout';
import type { DomainNames } from '../names';

export const serverTestFile = (n: DomainNames, r: FileRefs) => `// The ${n.name} domain over real HTTP on a fresh database: its declared routes (${r.path('declarations')})
// at their literal URLs, so a renamed declaration fails here, guarded by their flags and scoped to the
// caller's account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDIT_${n.CONSTANT}, VIEW_${n.CONSTANT} } from '${r.own('flags')}';
import { ${n.SINGULAR_CONSTANT}_DESCRIPTION_MAX, ${n.SINGULAR_CONSTANT}_NAME_MAX } from '${r.own('rules')}';
import { startTestServer, type TestServer } from '${r.host('tests/server/harness')}';
import { signedInMember, signedInOwner, type SignedIn, type SignedInOwner } from '${r.host('tests/server/fixtures')}';
import { grantFlags } from '${r.host('tests/server/fixtures-auth')}';

const BASE = '/manage/${n.kebab}';

describe('${n.name}', () => {
  let server: TestServer;
  let owner: SignedInOwner;
  let editor: SignedIn;
  let reader: SignedIn;
  let flagless: SignedIn;
  let stranger: SignedIn;

  beforeAll(async () => {
    server = await startTestServer();
    owner = await signedInOwner(server, '${n.title} Co');
    // Members hold the domain's flags through the real role tables (a custom AdminApp role).
    editor = await signedInMember(server, owner.accountId, 'USER');
    await grantFlags(server, owner.accountId, editor.accountUserId, [EDIT_${n.CONSTANT}]);
    reader = await signedInMember(server, owner.accountId, 'USER');
    await grantFlags(server, owner.accountId, reader.accountUserId, [VIEW_${n.CONSTANT}]);
    flagless = await signedInMember(server, owner.accountId, 'USER');
    const elsewhere = await signedInOwner(server, 'Elsewhere Co');
    stranger = await signedInMember(server, elsewhere.accountId, 'USER');
    await grantFlags(server, elsewhere.accountId, stranger.accountUserId, [EDIT_${n.CONSTANT}]);
  });
  afterAll(async () => { await server?.close(); });

  const call = (caller: SignedIn, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    server.app.inject({ method, url, headers: caller.headers, ...(payload && { payload }) });
  const list = (caller: SignedIn, query = '') => call(caller, 'GET', \`\${BASE}?accountId=\${caller.accountId}\${query}\`);
  const names = async (caller: SignedIn, query = '') => (await list(caller, query)).json().content.map((row: { name: string }) => row.name);

  it('lets a member holding edit_${n.snake} create, list, read, change and delete', async () => {
    const created = await call(editor, 'POST', \`\${BASE}?accountId=\${editor.accountId}\`, { name: ' Alpha ', description: 'The first' });
    expect(created.statusCode, created.body).toBe(201);
    const first = created.json().data;
    expect(first).toMatchObject({ name: 'Alpha', description: 'The first' });
    expect((await call(editor, 'POST', BASE, { name: 'Bravo' })).json().data.description).toBe('');
    expect((await call(editor, 'POST', BASE, { name: '100% Charlie', description: null })).statusCode).toBe(201);

    // The console's list call: sortBy dialect, zero-based pages; newest change first by default.
    expect(await names(editor)).toEqual(['100% Charlie', 'Bravo', 'Alpha']);
    const page = await list(editor, '&pageNo=0&pageSize=2&sortBy=name&sortDir=asc');
    expect(page.statusCode).toBe(200);
    expect(page.json().totalElements).toBe(3);
    expect(await names(editor, '&pageNo=0&pageSize=2&sortBy=name&sortDir=asc')).toEqual(['100% Charlie', 'Alpha']);
    expect(await names(editor, '&pageNo=1&pageSize=2&sortBy=name&sortDir=asc')).toEqual(['Bravo']);
    expect(await names(editor, '&query=100%25')).toEqual(['100% Charlie']);

    expect((await call(editor, 'GET', \`\${BASE}/\${first.id}?accountId=\${editor.accountId}\`)).json()).toMatchObject({ data: first });
    // react-admin sends the whole record back; id and updatedAt are ignored.
    const changed = await call(editor, 'PUT', \`\${BASE}/\${first.id}\`, { ...first, name: 'Alpha renamed' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ id: first.id, name: 'Alpha renamed', description: 'The first' });

    expect((await call(editor, 'DELETE', \`\${BASE}/\${first.id}\`)).json()).toEqual({ message: '${n.singularLabel} deleted' });
    expect((await call(editor, 'GET', \`\${BASE}/\${first.id}\`)).statusCode).toBe(404);
    expect((await list(editor)).json().totalElements).toBe(2);
  });

  it('lets view_${n.snake} read but not change; the owner holds every flag; without one, 403; signed out, 401', async () => {
    const [first] = (await list(editor)).json().content;
    expect((await list(reader)).json().totalElements).toBe(2);
    expect((await call(reader, 'GET', \`\${BASE}/\${first.id}\`)).statusCode).toBe(200);
    expect((await call(reader, 'POST', BASE, { name: 'Mine' })).statusCode).toBe(403);
    expect((await call(reader, 'PUT', \`\${BASE}/\${first.id}\`, { name: 'Mine' })).statusCode).toBe(403);
    expect((await call(reader, 'DELETE', \`\${BASE}/\${first.id}\`)).statusCode).toBe(403);

    const ownerMade = await call(owner, 'POST', BASE, { name: 'Owner made' });
    expect(ownerMade.statusCode).toBe(201);
    expect((await call(owner, 'DELETE', \`\${BASE}/\${ownerMade.json().data.id}\`)).statusCode).toBe(200);

    expect((await list(flagless)).statusCode).toBe(403);
    expect((await call(flagless, 'GET', \`\${BASE}/\${first.id}\`)).statusCode).toBe(403);
    expect((await call(flagless, 'POST', BASE, { name: 'Mine' })).statusCode).toBe(403);
    expect((await server.app.inject({ method: 'GET', url: BASE })).statusCode).toBe(401);
  });

  it('keeps each account’s rows its own: another account’s member gets 404, or 403 naming the account', async () => {
    const [first] = (await list(editor)).json().content;
    expect((await list(stranger)).json()).toEqual({ content: [], totalElements: 0 });
    expect((await call(stranger, 'GET', \`\${BASE}/\${first.id}\`)).statusCode).toBe(404);
    expect((await call(stranger, 'PUT', \`\${BASE}/\${first.id}\`, { name: 'Taken' })).statusCode).toBe(404);
    expect((await call(stranger, 'DELETE', \`\${BASE}/\${first.id}\`)).statusCode).toBe(404);
    // Naming the other account in the query or the headers does not help.
    expect((await call(stranger, 'GET', \`\${BASE}?accountId=\${owner.accountId}\`)).statusCode).toBe(403);
    const borrowed = { ...stranger, headers: { ...stranger.headers, accountId: String(owner.accountId), accountUserId: '' } };
    expect((await call(borrowed, 'GET', \`\${BASE}/\${first.id}\`)).statusCode).toBe(403);
    expect((await call(editor, 'GET', \`\${BASE}/\${first.id}\`)).json().data.name).toBe(first.name);
  });

  it('refuses input outside the schemas with 400', async () => {
    const [first] = (await list(editor)).json().content;
    const bad = [
      await call(editor, 'POST', BASE, { name: 'x'.repeat(${n.SINGULAR_CONSTANT}_NAME_MAX + 1) }),
      await call(editor, 'POST', BASE, { name: 'Long', description: 'x'.repeat(${n.SINGULAR_CONSTANT}_DESCRIPTION_MAX + 1) }),
      await call(editor, 'POST', BASE, { name: '' }),
      await call(editor, 'POST', BASE, { name: '   ' }),
      await call(editor, 'PUT', \`\${BASE}/\${first.id}\`, { description: 'no name' }),
      await call(editor, 'GET', \`\${BASE}/2147483648\`),
      await list(editor, '&pageSize=101'),
      await list(editor, '&sortBy=account_id'),
      await list(editor, \`&query=\${'x'.repeat(201)}\`),
    ];
    expect(bad.map((res) => res.statusCode)).toEqual(bad.map(() => 400));
    expect((await list(editor)).json().totalElements).toBe(2);
  });
});
`;

export const journeyFile = (n: DomainNames, r: FileRefs) => `// The ${n.pluralLabel} journey, written with the testers' kit (tests/e2e/kit, docs/testing.md): the
// owner of a freshly seeded account (allpermissions, hence view_${n.snake} and edit_${n.snake}) lists,
// creates, edits and deletes through the console, as a user would; the account goes at the end.
import { Form, ListPage, expect, seriousViolations, shell, test } from '${r.host('tests/e2e/kit')}';

test('an owner lists, creates, edits and deletes ${n.pluralLabel}', async ({ page, seed, signIn }) => {
  const account = await seed.account();
  await signIn({ ...account.owner, account: account.businessName });
  await shell.openMenu(page, '${n.title}');
  await expect(page).toHaveURL(/\\/admin\\/app\\/\\d+\\/${n.kebab}$/);
  const list = new ListPage(page);
  await list.expectEmpty('No ${n.pluralLabel} yet.');
  expect(await seriousViolations(page)).toEqual([]);

  // Create: the name is required first (Save is enabled once something is typed).
  await page.getByRole('link', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\\/admin\\/${n.name}\\/create$/);
  const form = new Form(page);
  await expect(form.field('Name')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await form.fill({ Description: 'Made through the console' });
  await form.submit();
  await form.expectError('Name is required');
  await form.fill({ Name: 'First of the journey' });
  await form.submit();
  await expect(page.getByText('${n.singularLabel} created')).toBeVisible();
  await expect(page).toHaveURL(/\\/admin\\/app\\/\\d+\\/${n.kebab}$/);
  expect(await list.cell(list.row('First of the journey'), 'Description')).toBe('Made through the console');

  // Search: a name finds its row; a search matching nothing says so; clearing it shows every row.
  await list.search('First', 'First of the journey');
  await list.search('Nothing like it');
  await list.expectEmpty('No ${n.pluralLabel} match the search.');
  await list.search('', 'First of the journey');

  // Edit: the row opens the edit view; the change shows in the list.
  await list.row('First of the journey').getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\\/admin\\/${n.name}\\/\\d+$/);
  await expect(form.field('Name')).toHaveValue('First of the journey');
  await form.fill({ Name: 'Renamed in the journey' });
  await form.submit();
  await expect(page.getByText('${n.singularLabel} updated')).toBeVisible();
  await expect(list.row('Renamed in the journey')).toContainText('Made through the console');
  await expect(list.row('First of the journey')).toHaveCount(0);

  // Delete, after a confirmation.
  await list.row('Renamed in the journey').getByRole('link', { name: 'Edit' }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('${n.singularLabel} deleted')).toBeVisible();
  await expect(page).toHaveURL(/\\/admin\\/app\\/\\d+\\/${n.kebab}$/);
  await list.expectEmpty('No ${n.pluralLabel} yet.');
});
`;
