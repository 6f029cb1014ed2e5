import { ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { msg } from '@app/engine';
import { ThrottlerGuard, ThrottlerModuleOptions } from '@nestjs/throttler';
import type { ThrottlerLimitDetail } from '@nestjs/throttler';
import { AppConfig } from './config';
import { problem } from './problem';
import { RateLimitStore } from './rate-limit-store';

const ENGINE_REPLAY = 'rate-limit:engine-replay';

/**
 * Marks a route that runs the engine on a request the client did not send (rerun): it gets
 * RERUN_RATE_LIMIT instead of RATE_LIMIT, since one cheap call may cost a whole time budget.
 */
export const EngineReplay = (): MethodDecorator => SetMetadata(ENGINE_REPLAY, true);

/**
 * One limit per client (its IP) and route, counted in this process: RATE_LIMIT requests per
 * RATE_LIMIT_WINDOW_MS, RERUN_RATE_LIMIT for routes marked EngineReplay; RATE_LIMIT=0: none.
 */
export function rateLimitOptions(config: AppConfig): ThrottlerModuleOptions {
  return {
    // A constant cost per request (the library's storage copies the window's every hit each time).
    storage: new RateLimitStore(),
    throttlers: [
      {
        name: 'default',
        ttl: config.rateLimitWindowMs,
        limit: (context: ExecutionContext) =>
          Reflect.getMetadata(ENGINE_REPLAY, context.getHandler()) === true ? config.rerunRateLimit : config.rateLimit,
        skipIf: () => config.rateLimit === 0,
      },
    ],
  };
}

/** The throttler's 429 as problem details, with when to come back (Retry-After, set by the throttler). */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  protected override async throwThrottlingException(_context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    throw problem(
      429,
      'too many requests',
      msg('problem.rateLimited', { limit: detail.limit, seconds: detail.ttl / 1000, retry: detail.timeToBlockExpire }),
      {
        code: 'RATE_LIMITED',
        retryAfterSeconds: detail.timeToBlockExpire,
      },
    );
  }
}
