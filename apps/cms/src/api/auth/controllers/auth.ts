import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';

type Ctx = { request: { body?: unknown }; body: unknown };

const field = (body: unknown, key: string): string | undefined => {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' && value.length > 0 ? value : undefined;
};

// POST /api/login {username, password} -> {access_token}: the site's service-account sign-in.
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async login(ctx: Ctx) {
    const username = field(ctx.request.body, 'username');
    const password = field(ctx.request.body, 'password');
    if (!username || !password) throw new errors.ValidationError('username and password are required.');

    const user = await strapi.db.query('plugin::users-permissions.user').findOne({ where: { username } });
    const users = strapi.plugin('users-permissions').service('user');
    const valid = user && !user.blocked && (await users.validatePassword(password, user.password));
    if (!valid) throw new errors.UnauthorizedError('Invalid username or password.');

    const access_token: string = await strapi.plugin('users-permissions').service('jwt').issue({ id: user.id });
    ctx.body = { access_token };
  },
});
