import { Controller, Get, Param, Req, Res, VERSION_NEUTRAL } from '@nestjs/common';
import { Language, msg, render } from '@app/engine';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { languageOf } from '../common/language';
import { problem } from '../common/problem';
import { html, page } from './html';
import { problemType, ProblemType, problemTypes } from './problem-types';

/** The pages change only with a release (and vary with Accept-Language, set for every answer). */
const CACHE = 'public, max-age=86400';

/** Turns `code` in a description into <code>; the rest stays escaped text. */
function withCode(text: string) {
  return text.split(/`([^`]+)`/).map((part, i) => (i % 2 === 1 ? html`<code>${part}</code>` : part));
}

function typeSection(type: ProblemType, language: Language) {
  return html`<p><strong>${render(msg('page.problems.status', { status: type.status }), language)}</strong> · <code>type: /problems/${type.slug}</code></p>
<p>${withCode(type.description)}</p><p><em>${render(msg('page.problems.whatToDo'), language)}</em> ${withCode(type.remedy)}</p>`;
}

/** The language of the answer (Accept-Language, CONTRACT §languages), said in Content-Language. */
function answerLanguage(res: Response): Language {
  const language = languageOf(res);
  res.setHeader('Content-Language', language);
  return language;
}

/**
 * /problems/{slug}: what the `type` URI of a problem answer points to. HTML for people, JSON
 * (`Accept: application/json`) for programs, in the language of Accept-Language (English by
 * default). Outside /v1: the URIs are stable across versions.
 */
@ApiExcludeController()
@Controller({ path: 'problems', version: VERSION_NEUTRAL })
export class ProblemsController {
  @Get()
  index(@Req() req: Request, @Res() res: Response): void {
    res.setHeader('Cache-Control', CACHE);
    const language = answerLanguage(res);
    const types = problemTypes(language);
    if (req.accepts(['html', 'json']) === 'json') {
      res.json({ results: types.map((t) => ({ type: `/problems/${t.slug}`, ...t })) });
      return;
    }
    const items = types.map((t) => html`<li><a href="/problems/${t.slug}">${t.title}</a> <span class="muted">(${t.status})</span></li>`);
    const title = render(msg('page.problems.title'), language);
    res
      .type('html')
      .send(
        page(title, html`<h1>${title}</h1><p>${withCode(render(msg('page.problems.intro'), language))}</p><ul>${items}</ul>`, language),
      );
  }

  @Get(':slug')
  get(@Param('slug') slug: string, @Req() req: Request, @Res() res: Response): void {
    const language = languageOf(res);
    const type = problemType(slug, language);
    res.setHeader('Cache-Control', CACHE);
    if (!type) throw problem(404, 'problem type not found', msg('problem.typeNotFound', { slug }), { type: '/problems/http-404' });
    answerLanguage(res);
    if (req.accepts(['html', 'json']) === 'json') {
      res.json({ type: `/problems/${type.slug}`, ...type });
      return;
    }
    res
      .type('html')
      .send(
        page(
          render(msg('page.problems.one', { title: type.title }), language),
          html`<h1>${type.title}</h1>${typeSection(type, language)}<p><a href="/problems">${render(msg('page.problems.all'), language)}</a></p>`,
          language,
        ),
      );
  }
}
