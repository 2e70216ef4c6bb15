import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { recordFailure, retryAfterSeconds } from './sign-in-failures';

type Ctx = { request: { body?: unknown; ip: string }; body: unknown; set: (name: string, value: string) => void };

const field = (body: unknown, key: string): string | undefined => {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : undefined;
};

// Compared with the password of a name nobody has, so that an unknown name costs the time of a
// wrong password (a bcrypt hash of cost 10, as users-permissions makes them, of a random string
// nobody kept): the answer time does not tell which names exist.
const unknownUserHash = '$2a$10$5W7PxBAcPpT8a9x7TydkduMfI1NmMYVzHzj2YCQXThZ96VxDxg5nK';

// POST /api/login {username, password} -> {access_token}: the site's service-account sign-in.
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async login(ctx: Ctx) {
    const username = field(ctx.request.body, 'username');
    const password = field(ctx.request.body, 'password');
    if (!username || !password) throw new errors.ValidationError('username and password are required.');
    const wait = retryAfterSeconds(ctx.request.ip, username);
    if (wait > 0) {
      ctx.set('Retry-After', String(wait));
      throw new errors.RateLimitError('Too many failed sign-ins: try again later.');
    }

    const user = await strapi.db.query('plugin::users-permissions.user').findOne({ where: { username } });
    const users = strapi.plugin('users-permissions').service('user');
    const matches: boolean = await users.validatePassword(password, user?.password ?? unknownUserHash);
    if (!user || user.blocked || !matches) {
      recordFailure(ctx.request.ip, username);
      throw new errors.UnauthorizedError('Invalid username or password.');
    }

    const access_token: string = await strapi.plugin('users-permissions').service('jwt').issue({ id: user.id });
    ctx.body = { access_token };
  },
});
