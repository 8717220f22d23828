/**
 * Kiosk mode is an operator's act: `POST /v1/kiosk/check` tells the kiosk page whether the PIN
 * staff typed is the configured `KIOSK_PIN`, before the device enters or leaves kiosk mode.
 * Every attempt counts against the auth rate limit, so the PIN cannot be found by trying.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyPluginOptions } from 'fastify';
import { OPERATIONS as OP } from '#src/api-contract/operations.ts';
import * as C from '#src/api-contract/schemas/users.ts';
import { forbidden, notFound } from '#src/server/services/errors.ts';
import { pinMatches } from '#src/server/services/kiosk-pin.ts';
import { apiRateLimits } from '../rate-limits.ts';
import { docs } from '../schemas.ts';

export default function kioskRoutes(fastify: FastifyInstance, _opts: FastifyPluginOptions, done: () => void) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    OP.kioskCheck.path,
    {
      preHandler: apiRateLimits(app).pin,
      schema: {
        ...docs(
          'kiosk',
          'Check the kiosk PIN staff typed',
          'Answers 200 when `pin` is the configured `KIOSK_PIN`, 403 `kiosk.wrongPin` when it is not, 404 `kiosk.notConfigured` when the server has no PIN (no device can become a kiosk). Attempts count against the auth rate limit.',
        ),
        ...C.kioskCheck,
      },
    },
    (request) => {
      if (!app.config.kioskPin) throw notFound('kiosk.notConfigured');
      if (!pinMatches(app.config.kioskPin, request.body.pin)) throw forbidden('kiosk.wrongPin');
      return { result: 'OK' as const };
    },
  );
  done();
}
