import { Controller, Get, Param, Res, VERSION_NEUTRAL } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { RulesCorpus } from '@app/rules-text';
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
    let ruling;
    try {
      ruling = await this.rulings.get(id);
    } catch (error) {
      if (error instanceof ProblemError && error.problem.status === 404) {
        res.status(404).type('html').send(renderRulingNotFound(id));
        return;
      }
      throw error;
    }
    res.type('html').send(renderRulingPage(ruling, (n) => this.caption(n)));
  }

  private caption(number: string): string | null {
    const rule = this.corpus.get(number);
    if (!rule) return null;
    const words = rule.title ?? rule.text ?? '';
    return words.length > CAPTION_LENGTH ? `${words.slice(0, CAPTION_LENGTH - 1)}…` : words;
  }
}
