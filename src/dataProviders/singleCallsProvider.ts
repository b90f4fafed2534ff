// A whole react-admin DataProvider from a resource's single-record calls (list, one, create, update,
// delete), as declaredResource.ts builds them from a domain's declared routes: the many-record
// calls are the single ones in turn.
import type {
  CreateParams, DataProvider, DeleteManyParams, DeleteParams, GetListParams, GetListResult, GetManyReferenceParams, GetOneParams,
  Identifier, RaRecord, UpdateManyParams, UpdateParams,
} from 'react-admin';

export interface SingleCalls {
  getList(resource: string, params: GetListParams): Promise<GetListResult>;
  getOne(resource: string, params: Pick<GetOneParams, 'id'>): Promise<{ data: RaRecord }>;
  create(resource: string, params: CreateParams): Promise<{ data: RaRecord }>;
  update(resource: string, params: UpdateParams): Promise<{ data: RaRecord }>;
  delete(resource: string, params: DeleteParams): Promise<{ data: RaRecord }>;
}

export function singleCallsProvider(calls: SingleCalls): DataProvider {
  // The calls answer plain records; react-admin's per-call record types are the caller's claim.
  const provider = {
    ...calls,
    getMany: async (resource: string, { ids }: { ids: Identifier[] }) => ({
      data: await Promise.all(ids.map(async (id) => (await calls.getOne(resource, { id })).data)),
    }),
    getManyReference: (resource: string, { target, id, filter, pagination, sort }: GetManyReferenceParams) =>
      calls.getList(resource, { pagination, sort, filter: { ...filter, [target]: id } }),
    // One at a time, so a failure stops with the earlier changes made and traced.
    updateMany: async (resource: string, { ids, data }: UpdateManyParams) => {
      for (const id of ids) await calls.update(resource, { id, data, previousData: { id } });
      return { data: ids };
    },
    deleteMany: async (resource: string, { ids }: DeleteManyParams) => {
      for (const id of ids) await calls.delete(resource, { id });
      return { data: ids };
    },
  };
  return provider as DataProvider;
}
