import type { Server } from 'node:http';
import { BeforeApplicationShutdown, Injectable } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';

/**
 * On shutdown, Nest closes the HTTP server: it stops listening and waits for every connection
 * to end. A keep-alive connection busy at that moment would stay open after its answer (until
 * the keep-alive timeout) and could take new requests; closing idle connections as they become
 * idle ends each one right after its last answer, so the drain is as long as the slowest request.
 */
@Injectable()
export class HttpDrain implements BeforeApplicationShutdown {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  beforeApplicationShutdown(): void {
    const server = this.adapterHost.httpAdapter?.getHttpServer() as Server | undefined;
    if (!server?.listening) return;
    const timer = setInterval(() => server.closeIdleConnections(), 50);
    timer.unref();
    server.once('close', () => clearInterval(timer));
  }
}
