// An account's app parameters (developer-portal.md §7 "App parameters"): the list of what is in
// force (its own values and the platform's defaults it has not overridden), and adding, changing
// and deleting its own. Setting a default's name adds the account's own value, which overrides it;
// deleting that value brings the default back. manage_parameters; every change is traced. Each route
// is mounted from its declaration (contract/parametersRoutes.ts), which holds its guard's flags.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, mountDeclared, pageOf, parseSortParam, recordActivity, requireCaller, requireTenant } from '@platform-console/plugin-api/server';
import { parameterRoutes as declared } from '../../contract/parametersRoutes';
import { PARAMETER_MESSAGES, parameterProblem } from '../../contract/parametersRules';
import {
  PARAMETER_SORT_FIELDS, ParameterBody, ParameterDeleted, ParameterIdParams, ParameterListQuery, ParameterPage, ParameterSaved,
} from '../../contract/parameters';
import {
  createParameter, DEFAULT_PARAMETER_SORT, deleteParameter, listParameters, ownParameter, toParameterView, updateParameter,
  type ParameterValues,
} from '../parameterStore';

/** The body with the rules applied (trimmed), or a 400 naming the field with the rule's message. */
function checkedValues(body: ParameterBody): ParameterValues {
  const problem = parameterProblem(body.parameterName, body.parameterValue);
  if (problem) throw badRequest(PARAMETER_MESSAGES[problem.message], { field: problem.field });
  return { parameterName: body.parameterName.trim(), parameterValue: body.parameterValue.trim(), description: body.description?.trim() || null };
}

const parameterChangeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.platform.database.db;
  const trace = (accountId: number, userId: number, event: 'created' | 'updated' | 'deleted', parameterName: string) =>
    recordActivity(db, { accountId, userId, key: `parameter.${event}`, params: { name: parameterName }, details: { parameterName } });

  mountDeclared(app, declared.list, { query: ParameterListQuery, response: ParameterPage }, {
    summary: "The account's parameters in force, paged (search on name, value and description)", errors: [400, 401, 403],
  }, async (request) => {
    const { accountId } = requireTenant(request);
    const sort = parseSortParam(request.query.sort, PARAMETER_SORT_FIELDS, DEFAULT_PARAMETER_SORT);
    return listParameters(db, accountId, request.query.query, sort, pageOf(request.query));
  });

  mountDeclared(app, declared.create, { body: ParameterBody, response: ParameterSaved }, {
    summary: "Add the account's own parameter (of a default's name: it overrides the default)", status: 201, errors: [400, 401, 403, 409],
  }, async (request, reply) => {
    const { accountId } = requireTenant(request);
    const { userId } = requireCaller(request);
    const created = await createParameter(db, accountId, checkedValues(request.body), userId);
    await trace(accountId, userId, 'created', created.parameterName);
    return reply.code(201).send({ message: 'App parameter created successfully', data: toParameterView(created) });
  });

  mountDeclared(app, declared.update, { params: ParameterIdParams, body: ParameterBody, response: ParameterSaved }, {
    summary: "Change one of the account's own parameters", errors: [400, 401, 403, 404, 409],
  }, async (request) => {
    const { accountId } = requireTenant(request);
    const { userId } = requireCaller(request);
    const row = await ownParameter(db, accountId, request.params.id);
    const updated = await updateParameter(db, row, checkedValues(request.body), userId);
    await trace(accountId, userId, 'updated', updated.parameterName);
    return { message: 'App parameter updated successfully', data: toParameterView(updated) };
  });

  mountDeclared(app, declared.remove, { params: ParameterIdParams, response: ParameterDeleted }, {
    summary: "Delete one of the account's own parameters (a default of that name is in force again)", errors: [400, 401, 403, 404],
  }, async (request) => {
    const { accountId } = requireTenant(request);
    const { userId } = requireCaller(request);
    const row = await ownParameter(db, accountId, request.params.id);
    await deleteParameter(db, row);
    await trace(accountId, userId, 'deleted', row.parameterName);
    return { message: 'App parameter deleted successfully' };
  });
};

export default parameterChangeRoutes;
