import { describe, expect, it } from 'vitest';
import { serviceNames, serviceOnly } from '../../src/resources/apiDocuments/openApiServices';

const document = {
  openapi: '3.0.3',
  paths: {
    '/auth/login': { post: { tags: ['auth'] } },
    '/users/accounts': { get: { tags: ['account'] }, post: { tags: ['account'] } },
    '/mixed': { get: { tags: ['auth'] }, delete: { tags: ['account'] } },
    '/bare': { get: {} },
  },
};

describe('the API documents, one service at a time', () => {
  it('names the services in the order they first appear, untagged operations under "other"', () => {
    expect(serviceNames(document)).toEqual(['auth', 'account', 'other']);
  });
  it('names them in the order of the document\'s tag list first, leaving out listed tags no operation has', () => {
    const tagged = { ...document, tags: [{ name: 'storage' }, { name: 'account' }, { name: 'auth' }] };
    expect(serviceNames(tagged)).toEqual(['account', 'auth', 'other']);
  });
  it('keeps one service\'s operations only, and drops the paths left empty', () => {
    expect(serviceOnly(document, 'account')).toEqual({
      openapi: '3.0.3',
      paths: { '/users/accounts': document.paths['/users/accounts'], '/mixed': { delete: { tags: ['account'] } } },
    });
    expect(Object.keys(serviceOnly(document, 'other').paths!)).toEqual(['/bare']);
  });
  it('goes by x-service and the tag groups\' order where the document has them (the server\'s: tags are domains)', () => {
    const byDomain = {
      openapi: '3.0.3',
      tags: [{ name: 'session' }, { name: 'accounts' }, { name: 'users' }],
      'x-tagGroups': [{ name: 'auth' }, { name: 'account' }],
      paths: {
        '/users/accounts': { get: { tags: ['accounts'], 'x-service': 'account' } },
        '/users/account-user': { get: { tags: ['users'], 'x-service': 'account' } },
        '/auth/invite-user': { post: { tags: ['users'], 'x-service': 'auth' } },
        '/auth/login': { post: { tags: ['session'], 'x-service': 'auth' } },
      },
    };
    expect(serviceNames(byDomain)).toEqual(['auth', 'account']);
    expect(Object.keys(serviceOnly(byDomain, 'account').paths!)).toEqual(['/users/accounts', '/users/account-user']);
    expect(Object.keys(serviceOnly(byDomain, 'auth').paths!)).toEqual(['/auth/invite-user', '/auth/login']);
  });
  it("leaves out the document's servers: the console tries calls at its own origin", () => {
    const served = { ...document, servers: [{ url: 'http://localhost:8080' }] };
    expect(serviceOnly(served, 'auth')).not.toHaveProperty('servers');
  });
});
