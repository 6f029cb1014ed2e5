import { randomUUID } from 'node:crypto';
import { msg } from '@app/engine';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager, In } from 'typeorm';
import type { Answer, CardCatalog, Language } from '@app/engine';
import { RulesCorpus } from '@app/rules-text';
import { AdjudicationService } from '../adjudication/adjudication.service';
import { AdjudicationRequestDto } from '../adjudication/dto/adjudication-request.dto';
import { AnswerDto } from '../adjudication/dto/answer.dto';
import { CARD_CATALOG } from '../cards/catalog.provider';
import { invalidFieldsDetail, invalidRequest, problem, ProblemDetails, ProblemError } from '../common/problem';
import { localizeProblem } from '../common/language';
import { cardKey, cardsInvolved, compareRuleNumbers, rulesCited } from './citations';
import { RerunDto } from './dto/rerun.dto';
import { RulingRequestDto } from './dto/ruling-request.dto';
import { RulingSearchQueryDto, RulingSearchResultDto } from './dto/ruling-search.dto';
import { RulingDto, RulingSummaryDto } from './dto/ruling.dto';
import { ENGINE_VERSION } from './engine-version';
import { RulingCard } from './entities/ruling-card.entity';
import { RulingRule } from './entities/ruling-rule.entity';
import { Ruling } from './entities/ruling.entity';

/** A UUID, any version, any case: anything else cannot be the id of a ruling. */
const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Separates title and question in `search_text`, so that `q` never matches across the two. */
const SEARCH_SEPARATOR = '\u001f';

/** Everything a ruling is stored with, computed before the transaction opens. */
interface Judged {
  title: string;
  question: string;
  request: string;
  answer: Answer;
  /** The same ruling, its texts in French (the engine is deterministic: only the texts differ). */
  answerFr: Answer;
  rules: string[];
  cards: string[];
}

/** A stored ruling as read in a language, and the language its texts are really in. */
export interface RulingIn<T> {
  ruling: T;
  /** The language asked for, or English for a ruling stored before French was stored. */
  language: Language;
}

/**
 * Stored rulings: an adjudication judged now, stored with the rules it cites and the cards it
 * involves, then searched by them. The engine runs before any write, so a request it refuses
 * stores nothing; each write is one transaction (ruling row + rule rows + card rows).
 */
@Injectable()
export class RulingsService {
  /**
   * TypeORM's sqlite driver has one connection and one query runner: two transactions at once
   * would nest as savepoints of each other. On SQLite every database use of this service goes
   * through this queue, one at a time, so a transaction is never shared and a read never sees half
   * a write. It orders this process's own use of its one connection and nothing more: what keeps
   * writes whole is the database's transactions, also between processes (SQLite's file locks,
   * PostgreSQL's row locks). On PostgreSQL each transaction has its own pooled connection and no
   * queue is used.
   */
  private queue: Promise<unknown> = Promise.resolve();
  private readonly oneConnection: boolean;
  /** Last createdAt/updatedAt given, so that "newest first" is strict within this process. */
  private lastStamp = 0;

  constructor(
    private readonly dataSource: DataSource,
    private readonly adjudication: AdjudicationService,
    private readonly corpus: RulesCorpus,
    @Inject(CARD_CATALOG) private readonly catalog: CardCatalog,
    @Inject(ENGINE_VERSION) private readonly engineVersion: string,
  ) {
    this.oneConnection = dataSource.options.type !== 'postgres';
  }

  async create(body: RulingRequestDto, language: Language = 'en'): Promise<RulingIn<RulingDto>> {
    const judged = await this.judge(body);
    const now = this.stamp();
    const ruling = this.dataSource.manager.create(Ruling, { id: randomUUID(), createdAt: now, ...this.columns(judged, now) });
    return this.serial(() =>
      this.dataSource.transaction(async (manager) => {
        await manager.insert(Ruling, ruling);
        return this.storeChildren(manager, ruling, judged, language);
      }),
    );
  }

  async replace(id: string, body: RulingRequestDto, language: Language = 'en'): Promise<RulingIn<RulingDto>> {
    const judged = await this.judge(body);
    const key = validId(id);
    return this.serial(() =>
      this.dataSource.transaction(async (manager) => {
        const now = this.stamp();
        // The row is updated first: that locks it, so a second PUT of the same ruling (in any
        // process) waits for this one to commit, then replaces the rule and card rows this one wrote.
        const updated = await manager.update(Ruling, { id: key }, this.columns(judged, now));
        if (!updated.affected) throw notFound(id);
        const ruling = await this.find(manager, id);
        await manager.delete(RulingRule, { rulingId: ruling.id });
        await manager.delete(RulingCard, { rulingId: ruling.id });
        return this.storeChildren(manager, ruling, judged, language);
      }),
    );
  }

  async remove(id: string): Promise<void> {
    const key = validId(id);
    await this.serial(async () => {
      // One statement, so one transaction: rule and card rows go with it (ON DELETE CASCADE).
      const deleted = await this.dataSource.manager.delete(Ruling, { id: key });
      if (!deleted.affected) throw notFound(id);
    });
  }

  /** The ruling with its texts in `language` when it was stored in it, else in English (`language` says which). */
  async get(id: string, language: Language = 'en'): Promise<RulingIn<RulingDto>> {
    return this.serial(async () => {
      const ruling = await this.find(this.dataSource.manager, id);
      const [withChildren] = await this.withChildren(this.dataSource.manager, [ruling]);
      return this.toDto(withChildren, language);
    });
  }

  /** One page of summaries, each one's violations in `language` when it was stored in it (else in English). */
  async search(
    query: RulingSearchQueryDto,
    language: Language = 'en',
  ): Promise<Omit<RulingSearchResultDto, 'hasMore' | 'next'> & { languages: Language[] }> {
    return this.serial(async () => {
      const postgres = !this.oneConnection;
      const qb = this.dataSource.manager.createQueryBuilder(Ruling, 'r');
      if (query.rule !== undefined) {
        // The rule itself, or a rule under it: what follows the number is a letter or a dot
        // (702.19 -> 702.19b, 305 -> 305.2a), never a digit (702.1 -/-> 702.19b). GLOB (SQLite)
        // and ~ (PostgreSQL) are case-sensitive; `rule` holds only digits, dots and a-z.
        const under = postgres ? `"rr"."number" ~ :rulePattern` : `"rr"."number" GLOB :rulePattern`;
        const rulePattern = postgres ? `^${query.rule.replace(/\./g, '\\.')}[a-z.]` : `${query.rule}[a-z.]*`;
        qb.andWhere(`EXISTS (SELECT 1 FROM "ruling_rule" "rr" WHERE "rr"."ruling_id" = "r"."id" AND ("rr"."number" = :rule OR ${under}))`, {
          rule: query.rule,
          rulePattern,
        });
      }
      if (query.card !== undefined) {
        const keys = [cardKey(query.card)];
        const known = this.catalog.find(query.card);
        if (known && !keys.includes(cardKey(known.name))) keys.push(cardKey(known.name));
        qb.andWhere(`EXISTS (SELECT 1 FROM "ruling_card" "rc" WHERE "rc"."ruling_id" = "r"."id" AND "rc"."name_key" IN (:...cardKeys))`, {
          cardKeys: keys,
        });
      }
      if (query.q !== undefined) {
        // A plain substring (no LIKE wildcards to escape), the same on both databases.
        qb.andWhere(postgres ? `strpos("r"."search_text", :q) > 0` : `instr("r"."search_text", :q) > 0`, { q: searchKey(query.q) });
      }
      const total = await qb.getCount();
      const page = await qb.orderBy('r.createdAt', 'DESC').addOrderBy('r.id', 'DESC').offset(query.offset).limit(query.limit).getMany();
      const summaries = (await this.withChildren(this.dataSource.manager, page)).map((r) => this.toSummary(r, language));
      const languages = [...new Set([language, ...summaries.map((r) => r.language)])].filter((l) =>
        summaries.some((r) => r.language === l),
      );
      return { total, limit: query.limit, offset: query.offset, results: summaries.map((r) => r.ruling), languages };
    });
  }

  /**
   * The stored request judged again by the current engine; nothing is written. What changed is
   * decided on the English answers (the stored bytes); the texts given are in `language` when the
   * ruling was stored in it (`language` of the result says which).
   */
  async rerun(id: string, language: Language = 'en'): Promise<RulingIn<RerunDto>> {
    const { ruling: stored, language: used } = await this.get(id, language);
    const { ruling: storedEnglish } = used === 'en' ? { ruling: stored } : await this.get(id, 'en');
    const before = {
      legal: stored.legal,
      violations: stored.violations,
      rules: stored.rules,
      engineVersion: stored.engineVersion,
      rulesEdition: stored.rulesEdition,
    };
    const current = { engineVersion: this.engineVersion, rulesEdition: this.corpus.edition };
    let answers: Answer[];
    try {
      answers = await this.adjudication.adjudicateIn(stored.request, used === 'en' ? ['en'] : ['en', used]);
    } catch (error) {
      if (!(error instanceof ProblemError)) throw error;
      const after = { legal: null, violations: [], rules: [], answer: null, problem: localizeProblem(error.problem, used) };
      return { ruling: { verdictChanged: true, answerChanged: true, before, after, ...current }, language: used };
    }
    const [answer, shown = answer] = answers;
    const after = { legal: shown.legal, violations: shown.violations, rules: rulesCited(shown), answer: shown as unknown as AnswerDto };
    return {
      ruling: {
        verdictChanged: answer.legal !== stored.legal,
        answerChanged: JSON.stringify(answer) !== JSON.stringify(storedEnglish.answer),
        before,
        after,
        ...current,
      },
      language: used,
    };
  }

  /** Runs the engine: its 400/422 for the embedded request become the ruling's, fields under `request.`. */
  private async judge(body: RulingRequestDto): Promise<Judged> {
    const nul = [...nulStrings(body.title, 'title'), ...nulStrings(body.question, 'question'), ...nulStrings(body.request, 'request')];
    if (nul.length > 0) {
      const errors = nul.map((field) => ({
        field,
        message: msg('problem.nul', { field }),
      }));
      throw invalidRequest(errors);
    }
    let answer: Answer;
    let answerFr: Answer;
    try {
      [answer, answerFr] = await this.adjudication.adjudicateIn(body.request, ['en', 'fr']);
    } catch (error) {
      if (error instanceof ProblemError) throw new ProblemError(underRequest(error.problem));
      throw error;
    }
    return {
      title: body.title,
      question: body.question,
      request: JSON.stringify(body.request),
      answer,
      answerFr,
      rules: rulesCited(answer),
      cards: cardsInvolved([body.request.state, answer.state], this.catalog),
    };
  }

  /** The ruling row's columns but its id and createdAt. */
  private columns(judged: Judged, now: Date): Omit<Ruling, 'id' | 'createdAt'> {
    return {
      title: judged.title,
      question: judged.question,
      searchText: searchKey(judged.title) + SEARCH_SEPARATOR + searchKey(judged.question),
      request: judged.request,
      answer: JSON.stringify(judged.answer),
      answerFr: JSON.stringify(judged.answerFr),
      legal: judged.answer.legal,
      rulesEdition: this.corpus.edition,
      engineVersion: this.engineVersion,
      updatedAt: now,
    };
  }

  /** The rule and card rows of a ruling whose row is written, in the same transaction. */
  private async storeChildren(manager: EntityManager, ruling: Ruling, judged: Judged, language: Language): Promise<RulingIn<RulingDto>> {
    const rules = judged.rules.map((number) => manager.create(RulingRule, { rulingId: ruling.id, number }));
    const cards = judged.cards.map((name) => manager.create(RulingCard, { rulingId: ruling.id, nameKey: cardKey(name), name }));
    // Chunked: SQLite limits the number of bound parameters of one statement.
    if (rules.length > 0) await manager.insert(RulingRule, rules);
    for (let i = 0; i < cards.length; i += 200) await manager.insert(RulingCard, cards.slice(i, i + 200));
    return this.toDto({ ruling, rules: judged.rules, cards: judged.cards }, language);
  }

  private async find(manager: EntityManager, id: string): Promise<Ruling> {
    const ruling = await manager.findOneBy(Ruling, { id: validId(id) });
    if (!ruling) throw notFound(id);
    return ruling;
  }

  private async withChildren(manager: EntityManager, rulings: Ruling[]): Promise<{ ruling: Ruling; rules: string[]; cards: string[] }[]> {
    if (rulings.length === 0) return [];
    const ids = rulings.map((r) => r.id);
    const rules = await manager.findBy(RulingRule, { rulingId: In(ids) });
    const cards = await manager.findBy(RulingCard, { rulingId: In(ids) });
    return rulings.map((ruling) => ({
      ruling,
      rules: rules
        .filter((r) => r.rulingId === ruling.id)
        .map((r) => r.number)
        .sort(compareRuleNumbers),
      cards: cards
        .filter((c) => c.rulingId === ruling.id)
        .sort((a, b) => (a.nameKey < b.nameKey ? -1 : a.nameKey > b.nameKey ? 1 : 0))
        .map((c) => c.name),
    }));
  }

  /** The stored answer in `language` if the ruling has it, else the English one. */
  private answerIn(ruling: Ruling, language: Language): { answer: string; language: Language } {
    if (language === 'fr' && ruling.answerFr) return { answer: ruling.answerFr, language };
    return { answer: ruling.answer, language: 'en' };
  }

  private toSummary(
    { ruling, rules, cards }: { ruling: Ruling; rules: string[]; cards: string[] },
    language: Language,
  ): RulingIn<RulingSummaryDto> {
    const stored = this.answerIn(ruling, language);
    const answer = JSON.parse(stored.answer) as Answer;
    const summary: RulingSummaryDto = {
      id: ruling.id,
      title: ruling.title,
      question: ruling.question,
      legal: ruling.legal,
      violations: answer.violations,
      rules,
      cards,
      rulesEdition: ruling.rulesEdition,
      engineVersion: ruling.engineVersion,
      createdAt: ruling.createdAt.toISOString(),
      updatedAt: ruling.updatedAt.toISOString(),
    };
    return { ruling: summary, language: stored.language };
  }

  private toDto(stored: { ruling: Ruling; rules: string[]; cards: string[] }, language: Language): RulingIn<RulingDto> {
    const summary = this.toSummary(stored, language);
    return {
      ruling: {
        ...summary.ruling,
        request: JSON.parse(stored.ruling.request) as AdjudicationRequestDto,
        answer: JSON.parse(this.answerIn(stored.ruling, language).answer) as AnswerDto,
      },
      language: summary.language,
    };
  }

  /** Now, to the millisecond, and after the last stamp given (two writes in one millisecond stay ordered). */
  private stamp(): Date {
    this.lastStamp = Math.max(Date.now(), this.lastStamp + 1);
    return new Date(this.lastStamp);
  }

  private serial<T>(work: () => Promise<T>): Promise<T> {
    if (!this.oneConnection) return work();
    const run = this.queue.then(work, work);
    this.queue = run.catch(() => undefined);
    return run;
  }
}

/** The id as stored (lower case), or a 404: anything but a UUID cannot be the id of a ruling. */
function validId(id: string): string {
  if (!ID_PATTERN.test(id)) throw notFound(id);
  return id.toLowerCase();
}

function notFound(id: string): ProblemError {
  return problem(404, 'ruling not found', msg('problem.rulingNotFound', { id: JSON.stringify(id) }));
}

/**
 * Where a string holding U+0000 is, by path. PostgreSQL's text refuses that character and SQLite
 * would keep it: refused on both, so that a ruling is stored the same on either. (The request and
 * answer are stored as JSON, where it is escaped, but card names and the title are stored as text.)
 */
function nulStrings(root: unknown, rootPath: string): string[] {
  const found: string[] = [];
  // A stack, not recursion: a deeply nested body cannot overflow the call stack here.
  const stack: [unknown, string][] = [[root, rootPath]];
  while (stack.length > 0) {
    const [value, path] = stack.pop() as [unknown, string];
    if (typeof value === 'string') {
      if (value.includes('\u0000')) found.push(path);
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push([value[i], `${path}[${i}]`]);
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value).reverse()) stack.push([item, `${path}.${key}`]);
    }
  }
  return found;
}

/** Case-insensitive beyond ASCII: SQLite's own LIKE and lower() fold A-Z only. */
function searchKey(text: string): string {
  return text.normalize('NFC').toLowerCase();
}

/** The engine's problem for the embedded request, with its fields and paths named from the ruling's body. */
function underRequest(details: ProblemDetails): ProblemDetails {
  const out: ProblemDetails = { ...details };
  if (details.errors) {
    out.errors = details.errors.map((e) => ({ ...e, field: `request.${e.field}` }));
    out.detail = invalidFieldsDetail(out.errors.map((e) => e.field));
  } else {
    out.detail = msg('problem.underRequest', { detail: details.detail });
  }
  if (details.violations) out.violations = details.violations.map((v) => (v.path === undefined ? v : { ...v, path: `request.${v.path}` }));
  return out;
}
