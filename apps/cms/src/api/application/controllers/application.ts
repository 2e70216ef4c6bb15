import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import { z } from 'zod';
import { signedInRequest } from '../../../features/applicant-sign-in/signed-in-request';
import { siteUrl } from '../../../env/site-url';
import { offerLetterOf, renderOfferLetter } from '../../../features/applications/offer-letter';
import {
  answerOffer,
  applicationsOf,
  keepInView,
  readApplication,
  saveStep,
  startApplication,
  submitApplication,
} from '../../../features/applications/applications';

const token = z.string().min(20).max(200);
const reference = z.string().regex(/^C-[0-9A-Z]{6}$/);
const documentId = z.string().regex(/^[a-z0-9]{10,40}$/);

const schemas = {
  mine: z.object({ token }),
  start: z.object({ token, course: documentId, intake: documentId.nullable().optional() }),
  read: z.object({ token, reference }),
  save: z.object({
    token,
    reference,
    step: z.string().max(40),
    values: z.record(z.string().max(60), z.string().max(2000)),
    partial: z.boolean().optional(),
  }),
  submit: z.object({ token, reference }),
  answer: z.object({ token, reference, answer: z.enum(['accept', 'decline']) }),
  letter: z.object({ token, reference }),
  keep: z.object({ token, reference, keep: z.boolean() }),
};

export default factories.createCoreController('api::application.application', ({ strapi }) => ({
  async mine(ctx: Context) {
    const { session } = await signedInRequest(strapi, ctx, schemas.mine);
    ctx.body = { data: await applicationsOf(strapi, session.email, session.language) };
  },
  async start(ctx: Context) {
    const { body, session } = await signedInRequest(strapi, ctx, schemas.start);
    ctx.body = {
      data: await startApplication(strapi, session.email, session.language, {
        course: body.course,
        intake: body.intake ?? null,
      }),
    };
  },
  async read(ctx: Context) {
    const { body, session } = await signedInRequest(strapi, ctx, schemas.read);
    ctx.body = { data: await readApplication(strapi, session.email, body.reference, session.language) };
  },
  async save(ctx: Context) {
    const { body, session } = await signedInRequest(strapi, ctx, schemas.save);
    ctx.body = {
      data: await saveStep(
        strapi,
        session.email,
        { reference: body.reference, step: body.step, values: body.values, partial: body.partial ?? false },
        session.language,
      ),
    };
  },
  async submit(ctx: Context) {
    const { body, session } = await signedInRequest(strapi, ctx, schemas.submit);
    ctx.body = { data: await submitApplication(strapi, session.email, body.reference, session.language) };
  },
  async answer(ctx: Context) {
    const { body, session } = await signedInRequest(strapi, ctx, schemas.answer);
    ctx.body = {
      data: await answerOffer(
        strapi,
        session.email,
        { reference: body.reference, answer: body.answer },
        session.language,
      ),
    };
  },
  async keep(ctx: Context) {
    const { body, session } = await signedInRequest(strapi, ctx, schemas.keep);
    ctx.body = {
      data: await keepInView(strapi, session.email, { reference: body.reference, keep: body.keep }, session.language),
    };
  },
  /** The offer letter as a PDF; 404 for another person's application or one without an offer. */
  async letter(ctx: Context) {
    const { body, session } = await signedInRequest(strapi, ctx, schemas.letter);
    const letter = await offerLetterOf(strapi, session.email, body.reference, siteUrl());
    if (!letter) throw new errors.NotFoundError('no offer letter for this application');
    ctx.set('Cache-Control', 'private, no-store');
    ctx.type = 'application/pdf';
    ctx.body = await renderOfferLetter(letter);
  },
}));
