import type { Core } from '@strapi/strapi';
import { validOptOut, withdrawMarketing } from '../../../features/marketing-opt-out/marketing-opt-out';
import { escapeHtml } from '../../../utils/escape-html';
import { log } from '../../../utils/log';

type Ctx = {
  params: { prospect: string; signature: string };
  query: Record<string, unknown>;
  request: { body?: unknown };
  status: number;
  type: string;
  body: unknown;
  set: (name: string, value: string) => void;
};

const WORDS = {
  fr: {
    title: 'Communications marketing',
    confirm: 'Ne plus recevoir nos informations sur les formations, les événements et les rentrées ?',
    button: 'Me désinscrire',
    done: 'C’est fait : vous ne recevrez plus nos communications marketing. Les réponses à vos demandes continuent de vous parvenir.',
    invalid: 'Ce lien n’est pas valable. Répondez à l’un de nos e-mails pour vous désinscrire.',
  },
  en: {
    title: 'Marketing e-mails',
    confirm: 'Stop receiving news about our programmes, events and intakes?',
    button: 'Unsubscribe',
    done: 'Done: you will not receive our marketing e-mails any more. Answers to your requests still reach you.',
    invalid: 'This link is not valid. Reply to one of our e-mails to unsubscribe.',
  },
};

const languageOf = (ctx: Ctx) => (ctx.query.lang === 'en' ? 'en' : 'fr');

function page(ctx: Ctx, status: number, language: 'fr' | 'en', content: string) {
  const words = WORDS[language];
  ctx.status = status;
  ctx.type = 'text/html; charset=utf-8';
  // Never cached, never indexed: the page is one person's.
  ctx.set('Cache-Control', 'no-store');
  ctx.set('X-Robots-Tag', 'noindex');
  ctx.body = `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(words.title)}</title></head><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5"><h1 style="font-size:1.5rem">${escapeHtml(words.title)}</h1>${content}</body></html>`;
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET: one button. Mail scanners open links; only the person's click (a POST) withdraws. */
  async confirm(ctx: Ctx) {
    const language = languageOf(ctx);
    const words = WORDS[language];
    const { prospect, signature } = ctx.params;
    if (!validOptOut(strapi, prospect, signature))
      return page(ctx, 404, language, `<p>${escapeHtml(words.invalid)}</p>`);
    page(
      ctx,
      200,
      language,
      `<p>${escapeHtml(words.confirm)}</p><form method="post"><button type="submit" style="font-size:1rem;padding:.75rem 1.25rem;min-height:44px">${escapeHtml(words.button)}</button></form>`,
    );
  },

  /** POST: the button, or a mail client's one-click unsubscribe (RFC 8058). */
  async withdraw(ctx: Ctx) {
    const language = languageOf(ctx);
    const words = WORDS[language];
    const { prospect, signature } = ctx.params;
    if (!validOptOut(strapi, prospect, signature) || !(await withdrawMarketing(strapi, prospect)))
      return page(ctx, 404, language, `<p>${escapeHtml(words.invalid)}</p>`);
    log('info', 'marketing opt-in withdrawn', { prospect });
    page(ctx, 200, language, `<p role="status">${escapeHtml(words.done)}</p>`);
  },
});
