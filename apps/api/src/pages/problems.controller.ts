import { Controller, Get, Param, Req, Res, VERSION_NEUTRAL } from '@nestjs/common';
import { msg } from '@app/engine';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { problem } from '../common/problem';
import { html, page } from './html';
import { PROBLEM_TYPES, problemType, ProblemType } from './problem-types';

/** The pages change only with a release. */
const CACHE = 'public, max-age=86400';

/** Turns `code` in a description into <code>; the rest stays escaped text. */
function withCode(text: string) {
  return text.split(/`([^`]+)`/).map((part, i) => (i % 2 === 1 ? html`<code>${part}</code>` : part));
}

function typeSection(type: ProblemType) {
  return html`<p><strong>Status ${type.status}</strong> · <code>type: /problems/${type.slug}</code></p>
<p>${withCode(type.description)}</p><p><em>What to do:</em> ${withCode(type.remedy)}</p>`;
}

/**
 * /problems/{slug}: what the `type` URI of a problem answer points to. HTML for people, JSON
 * (`Accept: application/json`) for programs. Outside /v1: the URIs are stable across versions.
 */
@ApiExcludeController()
@Controller({ path: 'problems', version: VERSION_NEUTRAL })
export class ProblemsController {
  @Get()
  index(@Req() req: Request, @Res() res: Response): void {
    res.setHeader('Cache-Control', CACHE);
    if (req.accepts(['html', 'json']) === 'json') {
      res.json({ results: PROBLEM_TYPES.map((t) => ({ type: `/problems/${t.slug}`, ...t })) });
      return;
    }
    const items = PROBLEM_TYPES.map(
      (t) => html`<li><a href="/problems/${t.slug}">${t.title}</a> <span class="muted">(${t.status})</span></li>`,
    );
    res
      .type('html')
      .send(
        page(
          'Problem types',
          html`<h1>Problem types</h1><p>Every error of this API is an RFC 9457 problem (<code>application/problem+json</code>); its <code>type</code> is one of these.</p><ul>${items}</ul>`,
        ),
      );
  }

  @Get(':slug')
  get(@Param('slug') slug: string, @Req() req: Request, @Res() res: Response): void {
    const type = problemType(slug);
    res.setHeader('Cache-Control', CACHE);
    if (!type) throw problem(404, 'problem type not found', msg('problem.typeNotFound', { slug }), { type: '/problems/http-404' });
    if (req.accepts(['html', 'json']) === 'json') {
      res.json({ type: `/problems/${type.slug}`, ...type });
      return;
    }
    res
      .type('html')
      .send(
        page(`Problem: ${type.title}`, html`<h1>${type.title}</h1>${typeSection(type)}<p><a href="/problems">All problem types</a></p>`),
      );
  }
}
