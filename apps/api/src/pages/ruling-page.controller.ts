import { Controller, Get, Param, Res, VERSION_NEUTRAL } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { RulesCorpus } from '@app/rules-text';
import { languageOf } from '../common/language';
import { ProblemError } from '../common/problem';
import { RulingsService } from '../rulings/rulings.service';
import { renderRulingNotFound, renderRulingPage } from './ruling-page';

const CAPTION_LENGTH = 90;

/**
 * GET /rulings/{id}: the page a judge sends a player. Outside /v1 on purpose: it is an address
 * for people, not part of the versioned wire format (GET /v1/rulings/{id} is its JSON).
 */
@ApiExcludeController()
@Controller({ path: 'rulings', version: VERSION_NEUTRAL })
export class RulingPageController {
  constructor(
    private readonly rulings: RulingsService,
    private readonly corpus: RulesCorpus,
  ) {}

  @Get(':id')
  async show(@Param('id') id: string, @Res() res: Response): Promise<void> {
    const requested = languageOf(res);
    let found;
    try {
      found = await this.rulings.get(id, requested);
    } catch (error) {
      if (error instanceof ProblemError && error.problem.status === 404) {
        res.status(404).setHeader('Content-Language', requested);
        res.type('html').send(renderRulingNotFound(id, requested));
        return;
      }
      throw error;
    }
    // The page's words follow its stored texts: English for a ruling stored before French was.
    res.setHeader('Content-Language', found.language);
    res.type('html').send(renderRulingPage({ ...found.ruling, language: found.language, requested }, (n) => this.caption(n)));
  }

  private caption(number: string): string | null {
    const rule = this.corpus.get(number);
    if (!rule) return null;
    const words = rule.title ?? rule.text ?? '';
    return words.length > CAPTION_LENGTH ? `${words.slice(0, CAPTION_LENGTH - 1)}…` : words;
  }
}
