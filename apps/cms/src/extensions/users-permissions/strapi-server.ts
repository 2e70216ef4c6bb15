import { errors } from '@strapi/utils';
import { requestLocale } from '../../utils/locale';
import { findWebsiteSettings } from './website-settings';

type Ctx = { query: Record<string, unknown>; state: { user?: { id: number } }; body: unknown };
type Plugin = { controllers: { user: Record<string, (ctx: Ctx) => Promise<void>> } };

// GET /api/users/me answers the website settings of the signed-in account (requirements 7): the
// site's service account reads its layout data (title, seo, menus, logo, schools) there.
export default (plugin: Plugin): Plugin => {
  plugin.controllers.user.me = async (ctx) => {
    if (!ctx.state.user) throw new errors.UnauthorizedError('Sign in first.');
    const settings = await findWebsiteSettings(strapi, requestLocale(ctx.query));
    if (!settings) throw new errors.NotFoundError('The website settings are not set up yet.');
    ctx.body = settings;
  };
  return plugin;
};
