import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import sheet from './sheet';
import history from './history';
import imports from './import';
import oneCall from './call';

// /calls, by route group, one file each. Autoload loads only this index of the folder (it skips
// the other files beside an index), so each group is registered here, in the OpenAPI
// document's order. Not as "(group)" folders: a group folder's prefix ends in a slash, which
// would move the search and the new call from /calls to /calls/.
const calls: FastifyPluginAsyncTypebox = async (fastify) => {
  await fastify.register(sheet);
  await fastify.register(history);
  await fastify.register(imports);
  await fastify.register(oneCall);
};

export default calls;
