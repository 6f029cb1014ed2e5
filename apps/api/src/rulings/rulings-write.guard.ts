import { createHash, timingSafeEqual } from 'node:crypto';
import { msg } from '@app/engine';
import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { APP_CONFIG, AppConfig } from '../common/config';
import { problem } from '../common/problem';

/** The header a write to /v1/rulings carries its key in. */
export const API_KEY_HEADER = 'x-api-key';
/** The name of that key's security scheme in openapi.yaml. */
export const API_KEY_SCHEME = 'apiKey';

/**
 * Writes to the stored rulings need the key of RULINGS_API_KEY in `x-api-key`; without a
 * configured key they are refused outright (403), so that an unconfigured server is read-only.
 * Runs before validation: a refused write learns nothing about its body.
 */
@Injectable()
export class RulingsWriteGuard implements CanActivate {
  /** SHA-256 of the key: comparing digests takes the same time whatever the length of the guess. */
  private readonly keyDigest: Buffer | null;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.keyDigest = config.rulingsApiKey === null ? null : digest(config.rulingsApiKey);
  }

  canActivate(context: ExecutionContext): boolean {
    if (this.keyDigest === null) {
      throw problem(403, 'writes disabled', msg('problem.writesDisabled'));
    }
    const http = context.switchToHttp();
    const given = http.getRequest<Request>().headers[API_KEY_HEADER];
    if (typeof given !== 'string' || given === '') {
      http.getResponse<Response>().setHeader('WWW-Authenticate', `ApiKey header="${API_KEY_HEADER}"`);
      throw problem(401, 'missing API key', msg('problem.missingApiKey', { header: API_KEY_HEADER }));
    }
    if (!timingSafeEqual(digest(given), this.keyDigest)) {
      http.getResponse<Response>().setHeader('WWW-Authenticate', `ApiKey header="${API_KEY_HEADER}"`);
      throw problem(401, 'wrong API key', msg('problem.wrongApiKey', { header: API_KEY_HEADER }));
    }
    return true;
  }
}

function digest(key: string): Buffer {
  return createHash('sha256').update(key, 'utf8').digest();
}
