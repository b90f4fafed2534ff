// The provider of a resource that serves some record methods and not the others (a list read whole,
// one record read under its id, a record read and saved...): the methods it is given, each answering
// plain records, and for every other one a refusal at once, naming the resource and the method,
// rather than a call to a path nobody serves; beside them, the resource's named calls, if any
// (DESIGN §7: actions that are not a record change).
import type {
  CreateParams, CreateResult, DataProvider, DeleteManyParams, DeleteManyResult, DeleteParams, DeleteResult, GetListParams,
  GetListResult, GetManyParams, GetManyReferenceParams, GetManyReferenceResult, GetManyResult, GetOneParams, GetOneResult,
  UpdateManyParams, UpdateManyResult, UpdateParams, UpdateResult,
} from 'react-admin';

export const RECORD_METHODS = [
  'getList', 'getOne', 'getMany', 'getManyReference', 'create', 'update', 'updateMany', 'delete', 'deleteMany',
] as const;

/** react-admin's record methods, answering plain records (its per-call record types are the caller's claim). */
export interface RecordMethods {
  getList(resource: string, params: GetListParams): Promise<GetListResult>;
  getOne(resource: string, params: GetOneParams): Promise<GetOneResult>;
  getMany(resource: string, params: GetManyParams): Promise<GetManyResult>;
  getManyReference(resource: string, params: GetManyReferenceParams): Promise<GetManyReferenceResult>;
  create(resource: string, params: CreateParams): Promise<CreateResult>;
  update(resource: string, params: UpdateParams): Promise<UpdateResult>;
  updateMany(resource: string, params: UpdateManyParams): Promise<UpdateManyResult>;
  delete(resource: string, params: DeleteParams): Promise<DeleteResult>;
  deleteMany(resource: string, params: DeleteManyParams): Promise<DeleteManyResult>;
}

/**
 * A provider of `resource` serving the record methods given, and its named `calls`; the other record
 * methods refuse: `The resource "x" does not support update`.
 */
export function recordsProvider<Calls extends object = object>(
  resource: string, methods: Partial<RecordMethods>, calls?: Calls,
): DataProvider & Calls {
  const refusal = (method: string) => () => Promise.reject(new Error(`The resource "${resource}" does not support ${method}`));
  return { ...Object.fromEntries(RECORD_METHODS.map((method) => [method, refusal(method)])), ...methods, ...calls } as DataProvider & Calls;
}
