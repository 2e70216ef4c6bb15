import { describe, expect, it } from 'vitest';
import authController from '../../src/api/auth/controllers/auth';

// The CMS's service-account sign-in (POST /api/login) must not tell which names exist by the time
// it takes: an unknown name pays for a password comparison as a known one does. That cost is a
// bcrypt comparison, so what is checked here is that one is made, against a hash of the cost
// users-permissions gives passwords (10 rounds, its default; the CMS sets none). Its duration
// is measured by apps/web/bench/sign-in-timing.mjs; the answers by apps/web/tests/integration/cms-security.test.ts.

const COST_10_BCRYPT = /^\$2[aby]\$10\$[./A-Za-z0-9]{53}$/;
const STORED = '$2a$10$NBGC14RD2gGnKuzQb9DMYuJSOB8fGtnC9bXyFmacet0zrMKMC6Pwm';

type Strapi = Parameters<typeof authController>[0]['strapi'];
type Login = ReturnType<typeof authController>['login'];

/**
 * The controller with a stand-in for the parts of Strapi it calls: a user table holding
 * `users`, and the users-permissions password check, which records the hash it is given.
 */
function signIn(users: Record<string, { id: number; password: string }>) {
  const compared: string[] = [];
  const strapi = {
    db: { query: () => ({ findOne: async ({ where }: { where: { username: string } }) => users[where.username] }) },
    plugin: () => ({
      service: (name: string) =>
        name === 'user'
          ? { validatePassword: async (_password: string, hash: string) => (compared.push(hash), false) }
          : { issue: () => 'token' },
    }),
  } as unknown as Strapi;
  const { login } = authController({ strapi });
  const attempt = (username: string, address: string) =>
    login({
      request: { body: { username, password: 'wrong' }, ip: address },
      body: null,
      set: () => {},
    } as Parameters<Login>[0]);
  return { attempt, compared };
}

describe('the service-account sign-in', () => {
  it('compares the password of a name nobody has with a bcrypt hash as costly as a stored one', async () => {
    const { attempt, compared } = signIn({ website: { id: 1, password: STORED } });
    await expect(attempt('nobody', '192.0.2.1')).rejects.toThrow('Invalid username or password.');
    await expect(attempt('website', '192.0.2.2')).rejects.toThrow('Invalid username or password.');
    expect(compared).toHaveLength(2);
    expect(compared[0]).toMatch(COST_10_BCRYPT);
    expect(compared[1]).toBe(STORED);
  });
});
