// Placeholder: replaced by the developerApp service's routes.
import type { FastifyPluginAsync } from 'fastify';

const plugin: FastifyPluginAsync = async () => {};
export default plugin;
