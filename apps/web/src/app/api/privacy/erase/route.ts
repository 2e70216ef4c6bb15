import { z } from 'zod';
import { serverEnv } from '@/lib/env';
import { outboxDelivery } from '@/lib/leads/intake';
import { log } from '@/lib/log';
import { bearer, sameSecret } from '@/lib/same-secret';

const body = z.object({ email: z.string().trim().min(3).max(254) });

/**
 * The CMS erasing a person (a GDPR request or the retention job): their leads still waiting in
 * this instance's outbox or set aside in its dead-letter folder are deleted too. Only the CMS may
 * ask, with the secret of this one power (PRIVACY_ERASE_SECRET, not the revalidation webhook's).
 * The log line says how many, never whose.
 */
export async function POST(request: Request) {
  if (!sameSecret(bearer(request), serverEnv().PRIVACY_ERASE_SECRET))
    return Response.json({ error: 'invalid secret' }, { status: 401 });
  const parsed = body.safeParse(await request.json().catch(() => null));
  if (!parsed.success)
    return Response.json(
      { error: 'expected a JSON body {"email": "<the address of the person to erase>"}' },
      { status: 400 },
    );
  const erased = await outboxDelivery().outbox.erase(parsed.data.email);
  log('info', 'leads erased from the outbox', { erased });
  return Response.json({ erased });
}
