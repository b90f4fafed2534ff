// The pageTemplates domain goes by its route declarations (contract/pageTemplatesRoutes.ts): its
// templates lists are react-admin resources asking the spec's addresses in the sortBy/pageNo dialect,
// its template and page changes reach the spec's addresses with the record's id filled in, what a
// template may be for and a page's history are read as resources' records, and who may list or change
// templates and pages follows the declared flags.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  pageTemplatesCanAccess, templateProviders, TEMPLATE_TARGETS_RESOURCE, templateTargetsProvider,
} from '../../src/resources/pageTemplates/pageTemplatesResources';
import {
  HISTORY_PEOPLE_RESOURCE, historyPeopleProvider, PAGE_HISTORY_RESOURCE, pageHistoryProvider,
} from '../../src/resources/pageTemplates/history/pageHistoryProvider';
import { INSTANCE_TEMPLATES_RESOURCE, PAGE_TEMPLATES_RESOURCE, TEMPLATE_PAGES_RESOURCE } from '../../src/resources/pageTemplates/pageTemplatesAccess';
import { templatePagesProvider } from '../../src/resources/pageTemplates/templatePagesProvider';
import {
  APP_TEMPLATE_DRAFTS, APP_TEMPLATE_PAGES, INSTANCE_TEMPLATE_DRAFTS, INSTANCE_TEMPLATE_PAGES, templatePagesResources,
} from '../../src/resources/pageTemplates/templatePagesResources';
import { EDIT_PAGE_TEMPLATES, VIEW_PAGE_TEMPLATES } from '../../contract/pageTemplatesFlags';
import { recordCalls, type RecordedCall } from './recordedCalls';

/** Answers `body` as the server does: 201 to a POST, 200 to the rest. */
const answering = (body: unknown) => ({ method }: RecordedCall) => Response.json(body, { status: method === 'POST' ? 201 : 200 });

afterEach(() => vi.unstubAllGlobals());

const template = { id: 4, name: 'Landing', description: '', accountId: 7, appId: 3, appName: 'Shop', appInstanceId: null, updatedAt: '2026-11-27T10:00:00.000Z' };

describe("the pageTemplates domain's resources", () => {
  it("list an account's app templates searched, sorted and paged in the sortBy/pageNo dialect", async () => {
    const calls = recordCalls(answering({ content: [template], totalElements: 11 }));
    const page = await templateProviders[PAGE_TEMPLATES_RESOURCE].getList(PAGE_TEMPLATES_RESOURCE, {
      filter: { q: ' land ' }, sort: { field: 'name', order: 'DESC' }, pagination: { page: 2, perPage: 10 },
    });
    expect(page).toEqual({ data: [template], total: 11 });
    expect(calls.map((c) => c.path)).toEqual(['/app/developerApp/templates?query=land&pageNo=1&pageSize=10&sortBy=name&sortDir=desc']);
  });

  it('read, add, change and delete an instance template at its addresses', async () => {
    const saved = { ...template, appInstanceId: 9 };
    const calls = recordCalls(answering({ message: 'done', data: saved }));
    const provider = templateProviders[INSTANCE_TEMPLATES_RESOURCE];
    expect((await provider.getOne(INSTANCE_TEMPLATES_RESOURCE, { id: 4 })).data).toEqual(saved);
    await provider.create(INSTANCE_TEMPLATES_RESOURCE, { data: { name: 'Landing', appInstanceId: 9 } });
    await provider.update(INSTANCE_TEMPLATES_RESOURCE, { id: 4, data: { name: 'Home', appInstanceId: 9 }, previousData: saved });
    await provider.delete(INSTANCE_TEMPLATES_RESOURCE, { id: 4, previousData: saved });
    expect(calls.map(({ method, path, body }) => [`${method} ${path}`, body])).toEqual([
      ['GET /app/developerApp/instance-templates/4', undefined],
      ['POST /app/developerApp/instance-templates', { name: 'Landing', appInstanceId: 9 }],
      ['PUT /app/developerApp/instance-templates/4', { name: 'Home', appInstanceId: 9 }],
      ['DELETE /app/developerApp/instance-templates/4', undefined],
    ]);
  });

  it("list a template's pages, add, change, switch and delete them at their addresses", async () => {
    const calls = recordCalls(answering({ message: 'done', data: { id: 12 }, content: [], totalElements: 0 }));
    const fields = { pageName: 'Welcome', description: '<p>Hi</p>', status: 'ACTIVE' };
    const providerOf = (name: string) => templatePagesResources.find((r) => r.name === name)!.dataProvider;
    await providerOf(INSTANCE_TEMPLATE_PAGES).getList(INSTANCE_TEMPLATE_PAGES, {
      filter: { instanceTemplateId: 4, q: 'we' }, sort: { field: 'updatedAt', order: 'DESC' }, pagination: { page: 2, perPage: 25 },
    });
    await providerOf(APP_TEMPLATE_DRAFTS).create(APP_TEMPLATE_DRAFTS, { data: { ...fields, templateId: 4 } });
    await providerOf(APP_TEMPLATE_DRAFTS).update(APP_TEMPLATE_DRAFTS, { id: 12, data: fields, previousData: { id: 12 } });
    await providerOf(APP_TEMPLATE_PAGES).update(APP_TEMPLATE_PAGES, { id: 13, data: { status: 'INACTIVE' }, previousData: { id: 13 } });
    await providerOf(INSTANCE_TEMPLATE_DRAFTS).delete(INSTANCE_TEMPLATE_DRAFTS, { id: 12, previousData: { id: 12 } });
    await templatePagesProvider.saveImage(TEMPLATE_PAGES_RESOURCE, 'instance', 12, 'data:image/png;base64,AA==');
    await templatePagesProvider.publish(TEMPLATE_PAGES_RESOURCE, 'app', 12);
    expect(calls.map(({ method, path, body }) => [`${method} ${path}`, body])).toEqual([
      ['GET /app/developerApp/instance-template-pages?instanceTemplateId=4&query=we&page=1&size=25&sort=updatedAt,desc', undefined],
      ['POST /app/developerApp/template-pages-draft', { ...fields, templateId: 4 }],
      ['PUT /app/developerApp/template-pages-draft/12', fields],
      ['PUT /app/developerApp/template-pages/13', { status: 'INACTIVE' }],
      ['DELETE /app/developerApp/instance-template-pages-draft/12', undefined],
      ['PUT /app/developerApp/instance-template-pages-draft/12/preview-image', { previewImage: 'data:image/png;base64,AA==' }],
      ['GET /app/developerApp/template-pages/12/publish', undefined],
    ]);
  });

  it('read what a template may be for as the record of the id asked for', async () => {
    const targets = { apps: [{ id: 3, name: 'Shop' }], instances: [{ id: 9, name: 'Shop EU', appId: 3 }] };
    const calls = recordCalls(answering(targets));
    await expect(templateTargetsProvider.getOne(TEMPLATE_TARGETS_RESOURCE, { id: '7' })).resolves.toEqual({ data: { ...targets, id: '7' } });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /app/developerApp/templates/targets']);
  });

  it("list a page's revisions newest first, and the people who made them, at their addresses", async () => {
    const revision = (id: number) => ({ id, revision: id, userCreated: 1, userEdited: 2 });
    const calls = recordCalls(({ method }) => (method === 'GET'
      ? { '2026-11-26T10:00:00.000Z': revision(1), '2026-11-26T11:00:00.000Z': revision(2) }
      : [{ id: 1, firstName: 'Ada', lastName: 'Lovelace' }, { id: 2, firstName: 'Alan', lastName: 'Turing' }]));
    const history = await pageHistoryProvider.getList(PAGE_HISTORY_RESOURCE, {
      filter: { entityName: 'templatePagesDrafts', entityId: 9 }, sort: { field: 'id', order: 'DESC' }, pagination: { page: 1, perPage: 25 },
    });
    expect(history).toEqual({
      data: [{ ...revision(2), time: '2026-11-26T11:00:00.000Z' }, { ...revision(1), time: '2026-11-26T10:00:00.000Z' }], total: 2,
    });
    expect((await historyPeopleProvider.getMany(HISTORY_PEOPLE_RESOURCE, { ids: [1, 2] })).data).toHaveLength(2);
    await expect(historyPeopleProvider.getMany(HISTORY_PEOPLE_RESOURCE, { ids: [] })).resolves.toEqual({ data: [] });
    expect(calls.map(({ method, path, body }) => [`${method} ${path}`, body])).toEqual([
      ['GET /storage/blob-storage/blob-audit-data?entityName=templatePagesDrafts&entityId=9', undefined],
      ['POST /manage/auth/users-list', [1, 2]],
    ]);
  });

  it('open templates and pages to their routes\' flags: viewers list, editors change; the named calls by the domain\'s rule', () => {
    const viewer = { [VIEW_PAGE_TEMPLATES]: true };
    const editor = { [EDIT_PAGE_TEMPLATES]: true };
    expect(pageTemplatesCanAccess(viewer, { resource: PAGE_TEMPLATES_RESOURCE, action: 'list' })).toBe(true);
    expect(pageTemplatesCanAccess(viewer, { resource: INSTANCE_TEMPLATES_RESOURCE, action: 'edit' })).toBe(false);
    expect(pageTemplatesCanAccess(editor, { resource: INSTANCE_TEMPLATES_RESOURCE, action: 'delete' })).toBe(true);
    expect(pageTemplatesCanAccess({}, { resource: PAGE_TEMPLATES_RESOURCE, action: 'list' })).toBe(false);
    expect(pageTemplatesCanAccess(viewer, { resource: APP_TEMPLATE_PAGES, action: 'list' })).toBe(true);
    expect(pageTemplatesCanAccess(viewer, { resource: APP_TEMPLATE_DRAFTS, action: 'edit' })).toBe(false);
    expect(pageTemplatesCanAccess(editor, { resource: INSTANCE_TEMPLATE_DRAFTS, action: 'create' })).toBe(true);
    expect(pageTemplatesCanAccess(viewer, { resource: TEMPLATE_PAGES_RESOURCE, action: 'edit' })).toBe(false);
    expect(pageTemplatesCanAccess(editor, { resource: TEMPLATE_PAGES_RESOURCE, action: 'edit' })).toBe(true);
    expect(pageTemplatesCanAccess(editor, { resource: 'apiKeys', action: 'list' })).toBeUndefined();
  });
});
