// Logo uploads and their serving. The picture travels as the raw request body (its content type
// is not trusted: the bytes are checked). It is served without a bearer token, because <img> sends
// none and logos appear to other accounts in the marketplace; the key is 256 random bits.
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyError } from 'fastify';
import { Type } from 'typebox';
import { eq } from 'drizzle-orm';
import { storedImages } from '../tables';
import { recordActivity } from '../../../core/activity';
import { badRequest, notFound } from '../../../http/errors';
import { IMAGE_TOO_LARGE_MESSAGE, MAX_IMAGE_BYTES } from '../../../../../contract/images';
import { errorResponses } from '../../../http/responses';
import { inAccount, requireCaller, requireTenant } from '../../../security/guard';
import { ADD_FLAGS, UPDATE_FLAGS } from '../../../../../contract/developerPortalFlags';
import { processImage, THUMB_WIDTHS } from '../imageFiles';
import { removeUnusedImages } from '../unusedImages';

/** Those who may register or edit an item may upload its logo. */
const UPLOAD_FLAGS = [...ADD_FLAGS, ...UPDATE_FLAGS];
const KEY = Type.String({ pattern: '^[A-Za-z0-9_-]{43}$', maxLength: 43, description: 'The key the upload answered' });
const IMAGES_PATH = '/images';

const imageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.platform.database.db;

  // Any declared type is read as bytes; the bytes decide (a GIF named logo.png is refused).
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_IMAGE_BYTES }, (_request, body, done) => done(null, body));
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({ status: 413, error: 'Payload Too Large', message: IMAGE_TOO_LARGE_MESSAGE });
    }
    throw error;
  });

  app.post(IMAGES_PATH, {
    schema: {
      operationId: 'storage.uploadImage', summary: 'Upload a PNG or JPEG logo (the raw file as the body, at most 1 MB); thumbnails at width 50 and 75 are made',
      response: {
        201: Type.Object({
          key: Type.String(),
          url: Type.String({ description: 'Where the picture is served, relative to this service; add ?w=50 or ?w=75 for a thumbnail' }),
          contentType: Type.String(), width: Type.Integer(), height: Type.Integer(),
        }),
        ...errorResponses(400, 401, 403, 413),
      },
    },
    bodyLimit: MAX_IMAGE_BYTES,
    preHandler: inAccount(...UPLOAD_FLAGS),
  }, async (request, reply) => {
    const tenant = requireTenant(request);
    const { userId } = requireCaller(request);
    if (!Buffer.isBuffer(request.body) || request.body.length === 0) throw badRequest('Please add Logo');
    const image = await processImage(request.body);
    const key = randomBytes(32).toString('base64url');
    await db.insert(storedImages).values({
      key, accountId: tenant.accountId, uploadedBy: userId, contentType: image.contentType, width: image.width, height: image.height,
      original: request.body, thumb50: image.thumbs[50], thumb75: image.thumbs[75],
    });
    await removeUnusedImages(db, tenant.accountId);
    await recordActivity(db, {
      accountId: tenant.accountId, userId, key: 'image.uploaded', details: { key, contentType: image.contentType, bytes: request.body.length },
    });
    return reply.status(201).send({
      key, url: `${IMAGES_PATH}/${key}`, contentType: image.contentType, width: image.width, height: image.height,
    });
  });

  app.get(`${IMAGES_PATH}/:key`, {
    config: { noSecretCheck: { key: 'names a picture every page with a logo loads; 256 random bits, so limiting guesses would only slow those pages' } },
    schema: {
      operationId: 'storage.image', summary: 'An uploaded picture, or its thumbnail at width 50 or 75 (no token needed: the key is the secret)',
      security: [],
      params: Type.Object({ key: KEY }),
      querystring: Type.Object({ w: Type.Optional(Type.Integer({ enum: [...THUMB_WIDTHS], description: 'Thumbnail width' })) }),
      response: { 200: Type.Unknown({ description: 'The image bytes' }), ...errorResponses(400, 404) },
    },
  }, async (request, reply) => {
    const [image] = await db.select().from(storedImages).where(eq(storedImages.key, request.params.key));
    if (!image) throw notFound('Image');
    const bytes = request.query.w === 50 ? image.thumb50 : request.query.w === 75 ? image.thumb75 : image.original;
    // A key never names other bytes: cache for a year.
    return reply
      .header('content-type', image.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .send(bytes);
  });
};

export default imageRoutes;
