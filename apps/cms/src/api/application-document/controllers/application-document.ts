import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import { z } from 'zod';
import { DOCUMENT_KINDS, MAX_DOCUMENT_BYTES, PART_BYTES } from '@horizon/shared/application-documents';
import { signedInRequest } from '../../../features/applicant-sign-in/signed-in-request';
import {
  documentContent,
  documentStatus,
  receivePart,
  removeDocument,
  startDocument,
} from '../../../features/application-documents/application-documents';

const token = z.string().min(20).max(200);
const reference = z.string().regex(/^C-[0-9A-Z]{6}$/);
const document = z.string().regex(/^[a-z0-9]{10,40}$/);
// A part travels as base64 inside the JSON the site sends (server to server): a third more bytes
// on the local network, one way to call the CMS.
const base64 = z
  .string()
  .max(Math.ceil(PART_BYTES / 3) * 4)
  .regex(/^[A-Za-z0-9+/]*={0,2}$/);

const schemas = {
  start: z.object({
    token,
    reference,
    kind: z.enum(DOCUMENT_KINDS as [string, ...string[]]),
    fileName: z.string().max(500),
    // Any size is answered (a 2 GB file gets "too large", not a malformed request).
    size: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
    uploadKey: z.string().regex(/^[A-Za-z0-9-]{8,64}$/),
  }),
  part: z.object({ token, reference, document, start: z.number().int().min(0).max(MAX_DOCUMENT_BYTES), bytes: base64 }),
  one: z.object({ token, reference, document }),
};

export default factories.createCoreController('api::application-document.application-document', ({ strapi }) => ({
  async start(ctx: Context) {
    const { body, session } = await signedInRequest(strapi, ctx, schemas.start);
    ctx.body = {
      data: await startDocument(strapi, session.email, {
        reference: body.reference,
        kind: body.kind as (typeof DOCUMENT_KINDS)[number],
        fileName: body.fileName,
        size: body.size,
        uploadKey: body.uploadKey,
      }),
    };
  },
  async part(ctx: Context) {
    const { body, session } = await signedInRequest(strapi, ctx, schemas.part);
    ctx.body = {
      data: await receivePart(strapi, session.email, {
        reference: body.reference,
        document: body.document,
        start: body.start,
        bytes: Buffer.from(body.bytes, 'base64'),
      }),
    };
  },
  async status(ctx: Context) {
    const { body, session } = await signedInRequest(strapi, ctx, schemas.one);
    ctx.body = { data: await documentStatus(strapi, session.email, body) };
  },
  async remove(ctx: Context) {
    const { body, session } = await signedInRequest(strapi, ctx, schemas.one);
    ctx.body = { data: await removeDocument(strapi, session.email, body) };
  },
  /** A kept document's bytes, for its applicant only; 404 for another person's or an unfinished one. */
  async content(ctx: Context) {
    const { body, session } = await signedInRequest(strapi, ctx, schemas.one);
    const content = await documentContent(strapi, session.email, body);
    if (!content) throw new errors.NotFoundError('no such document');
    ctx.set('Cache-Control', 'private, no-store');
    ctx.set('X-Document-Name', encodeURIComponent(content.fileName));
    ctx.type = content.contentType;
    ctx.body = content.bytes;
  },
}));
