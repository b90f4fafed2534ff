// The manage service (console-shell.md §7), mounted at /manage: version, token check, user names,
// and the OpenAPI document.
import type { FastifyPluginAsync } from 'fastify';
import auth from './auth';
import openapi from './openapi';

const manageService: FastifyPluginAsync = async (app) => {
  await app.register(auth);
  await app.register(openapi);
};

export default manageService;
