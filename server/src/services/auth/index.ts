// Placeholder: replaced by the auth service's routes.
import type { FastifyPluginAsync } from 'fastify';

const plugin: FastifyPluginAsync = async () => {};
export default plugin;
