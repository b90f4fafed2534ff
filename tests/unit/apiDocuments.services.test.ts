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
});
