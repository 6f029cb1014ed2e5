import { Language, MessageKey, msg, render } from '@app/engine';
import { html, page, Part, SafeHtml, says } from './html';

/**
 * The stored ruling drawn for people: the question, the board by zone (before the action, and
 * after it), the action, the verdict, the violations and the trace, each rule linked to its text.
 * An illegal action leaves the board as it was (the answer's board, with the characteristics the
 * rules give each object), so that one is drawn; a legal one draws the board sent, then the answer's.
 * The board is read loosely (any JSON the contract allows): a field it does not know is left out
 * of the drawing, never guessed.
 */
export interface RulingView {
  id: string;
  /** The language the stored texts (violations, trace) are in: the page's own words follow it. */
  language?: Language;
  /** The language the reader asked for, when the ruling was not stored in it (a note says so, in that language). */
  requested?: Language;
  title: string;
  question: string;
  legal: boolean;
  createdAt: string;
  updatedAt: string;
  rulesEdition: string;
  engineVersion: string;
  violations: { code: string; rule: string; message: string; path?: string }[];
  request: object;
  answer: object;
}

/** What a cited rule shows next to its number: its title or the first words of its text. */
export type RuleCaption = (number: string) => string | null;

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined);

export function ruleLink(number: string): SafeHtml {
  return html`<a class="rule" href="/v1/rules/${encodeURIComponent(number)}">${number}</a>`;
}

/** The page's own words in one language (the catalog's `page.ruling.*`), as markup or as plain text. */
class Words {
  constructor(readonly language: Language) {}
  say(key: string, params: Record<string, Part> = {}): SafeHtml {
    return says(this.language, `page.ruling.${key}` as MessageKey, params);
  }
  text(key: string, params?: Record<string, string | number>): string {
    return render(msg(`page.ruling.${key}` as MessageKey, params), this.language);
  }
}

/** A card reference: a catalog name, or an inline definition with its own name. */
function cardName(card: unknown, w: Words): string {
  if (typeof card === 'string') return card;
  if (isObject(card)) return str(card.name) ?? w.text('unnamedCard');
  return w.text('card');
}

/** A zone entry: a bare name, {id, card}, or a hidden card. */
function entryName(entry: unknown, w: Words): string {
  if (typeof entry === 'string') return entry;
  if (isObject(entry)) {
    if (entry.hidden === true) return w.text('hiddenCard');
    const name = entry.card !== undefined ? cardName(entry.card, w) : w.text('card');
    return entry.id !== undefined ? `${name} (${String(entry.id)})` : name;
  }
  return String(entry);
}

/** Hand or library: a list of entries or only a count; a library's order is a secret (401.2): counted, not listed. */
function zoneCards(zone: unknown, label: string, w: Words, hidden = false): SafeHtml {
  const title = w.say(label);
  if (isObject(zone) && typeof zone.count === 'number')
    return html`<p><strong>${title}</strong>: ${w.say('cards', { count: zone.count })}</p>`;
  const cards = list(zone);
  if (cards.length === 0) return html`<p><strong>${title}</strong>: <span class="muted">${w.say('empty')}</span></p>`;
  if (hidden) return html`<p><strong>${title}</strong>: ${w.say('cards', { count: cards.length })}</p>`;
  return html`<p><strong>${title}</strong>: ${cards.map((c) => entryName(c, w)).join(', ')}</p>`;
}

function typeLine(ch: Json): string {
  const left = [...list(ch.supertypes), ...list(ch.types)].map(String).join(' ');
  const subtypes = list(ch.subtypes).map(String).join(' ');
  return subtypes ? `${left} — ${subtypes}` : left;
}

function permanent(object: Json, byId: Map<string, Json>, attachments: Map<string, Json[]>, w: Words): SafeHtml {
  const ch = isObject(object.characteristics) ? object.characteristics : undefined;
  const name = ch ? (str(ch.name) ?? cardName(object.card, w)) : cardName(object.card, w);
  const id = str(object.id) ?? '';
  const stats: (string | SafeHtml)[] = [];
  if (ch) {
    const line = typeLine(ch);
    if (line) stats.push(line);
    if (str(ch.manaCost)) stats.push(str(ch.manaCost)!);
    if (ch.power !== null && ch.power !== undefined) stats.push(`${String(ch.power)}/${String(ch.toughness)}`);
    if (typeof ch.loyalty === 'number') stats.push(w.text('loyalty', { loyalty: ch.loyalty }));
  }
  const tags: string[] = [];
  if (object.tapped === true) tags.push(w.text('tapped'));
  if (object.summoningSick === true) tags.push(w.text('summoningSick'));
  if (object.token === true) tags.push(w.text('token'));
  if (object.faceDown === true) tags.push(w.text('faceDown'));
  if (object.phasedOut === true) tags.push(w.text('phasedOut'));
  if (typeof object.damage === 'number' && object.damage > 0) tags.push(w.text('damage', { damage: object.damage }));
  const counters = isObject(object.counters) ? Object.entries(object.counters).filter(([, n]) => typeof n === 'number' && n > 0) : [];
  for (const [kind, n] of counters) tags.push(w.text('counter', { count: String(n), kind }));
  const attachedTo = str(object.attachedTo);
  const host = attachedTo ? byId.get(attachedTo) : undefined;
  const carried = attachments.get(id) ?? [];
  const abilities = ch ? list(ch.abilities).map(String) : [];
  return html`<li class="card"><strong>${name}</strong> <span class="muted">${id}</span>${tags.map((t) => html`<span class="tag">${t}</span>`)}
${stats.length ? html`<br><span class="muted">${stats.join(' · ')}</span>` : ''}
${attachedTo ? html`<br>${w.say('attachedTo', { host: host ? entryName({ id: attachedTo, card: cardOf(host) }, w) : attachedTo })}` : ''}
${carried.length ? html`<br>${w.say('carries', { list: carried.map((a) => entryName({ id: a.id, card: cardOf(a) }, w)).join(', ') })}` : ''}
${abilities.length ? html`<br><span class="muted oracle" lang="en">${abilities.join(' — ')}</span>` : ''}</li>`;
}

/** The name an object is shown by: its characteristics' name when the answer has them. */
function cardOf(object: Json): unknown {
  return isObject(object.characteristics) && typeof object.characteristics.name === 'string' ? object.characteristics.name : object.card;
}

function stackEntry(entry: Json, byId: Map<string, Json>, w: Words): SafeHtml {
  let what: string;
  if (isObject(entry.ability)) {
    const source = str(entry.ability.source);
    const known = source ? byId.get(source) : undefined;
    what = w.text('ability', {
      index: String(entry.ability.index ?? ''),
      source: known ? entryName({ id: source, card: cardOf(known) }, w) : (source ?? w.text('aSource')),
    });
  } else {
    what = entryName({ id: entry.id, card: cardOf(entry) }, w);
  }
  const targets = list(entry.targets).map((t) => {
    const object = typeof t === 'string' ? byId.get(t) : undefined;
    return object ? entryName({ id: t, card: cardOf(object) }, w) : String(t);
  });
  return html`<li>${what}${entry.controller ? html` <span class="muted">${w.say('controlledBy', { player: String(entry.controller) })}</span>` : ''}${targets.length ? w.say('targeting', { list: targets.join(', ') }) : ''}</li>`;
}

export function drawBoard(state: unknown, language: Language = 'en'): SafeHtml {
  const w = new Words(language);
  if (!isObject(state)) return html`<p class="muted">${w.say('noBoard')}</p>`;
  const battlefield = list(state.battlefield).filter(isObject);
  const stack = list(state.stack).filter(isObject);
  const byId = new Map<string, Json>();
  for (const object of [...battlefield, ...stack]) if (typeof object.id === 'string') byId.set(object.id, object);
  const attachments = new Map<string, Json[]>();
  for (const object of battlefield) {
    const host = str(object.attachedTo);
    if (host) attachments.set(host, [...(attachments.get(host) ?? []), object]);
  }
  const players = list(state.players).filter(isObject);
  const turn = isObject(state.turn) ? state.turn : {};
  const zones = players.map((player) => {
    const id = str(player.id) ?? '';
    const mine = battlefield.filter((o) => (str(o.controller) ?? '') === id);
    const life = w.say('life', { life: html`<strong>${typeof player.life === 'number' ? player.life : 20}</strong>` });
    const poison =
      typeof player.poison === 'number' && player.poison > 0
        ? html` · ${w.say('poison', { poison: html`<strong>${player.poison}</strong>` })}`
        : '';
    // 122.1, 107.14: a player's energy counters.
    const energy =
      typeof player.energy === 'number' && player.energy > 0
        ? html` · ${w.say('energy', { energy: html`<strong>${player.energy}</strong>` })}`
        : '';
    const pool = str(player.manaPool) ? html` · ${w.say('manaPool', { mana: str(player.manaPool)! })}` : '';
    return html`<section class="zone"><h3>${id}${turn.active === id ? html` <span class="tag">${w.say('active')}</span>` : ''}${turn.priority === id ? html` <span class="tag">${w.say('priority')}</span>` : ''}</h3>
<p>${life}${poison}${energy}${pool}</p>
<p><strong>${w.say('battlefield')}</strong>:${mine.length ? '' : html` <span class="muted">${w.say('nothing')}</span>`}</p>${mine.length ? html`<ul>${mine.map((o) => permanent(o, byId, attachments, w))}</ul>` : ''}
${zoneCards(player.hand, 'hand', w)}${zoneCards(player.library, 'library', w, true)}${zoneCards(player.graveyard, 'graveyard', w)}</section>`;
  });
  const orphans = battlefield.filter((o) => !players.some((p) => p.id === o.controller));
  const exile = list(state.exile);
  const turnLine = w.say('turn', {
    number: str(turn.number) ?? '?',
    active: str(turn.active) ?? '?',
    step: html`<strong>${str(turn.step) ?? '?'}</strong>`,
  });
  return html`<p>${turnLine}${turn.priority ? w.say('hasPriority', { player: String(turn.priority) }) : ''}.</p>
<div class="zones">${zones}</div>
${orphans.length ? html`<h3>${w.say('otherPermanents')}</h3><ul>${orphans.map((o) => permanent(o, byId, attachments, w))}</ul>` : ''}
<h3>${w.say('stack')} <span class="muted">${w.say('topFirst')}</span></h3>${stack.length ? html`<ol>${[...stack].reverse().map((e) => stackEntry(e, byId, w))}</ol>` : html`<p class="muted">${w.say('empty')}</p>`}
${exile.length ? html`<h3>${w.say('exile')}</h3><p>${exile.map((e) => entryName(e, w)).join(', ')}</p>` : ''}`;
}

function describeAction(action: unknown, w: Words): SafeHtml {
  if (!isObject(action)) return html`<li>${JSON.stringify(action)}</li>`;
  const fields = Object.entries(action).filter(([key]) => key !== 'type' && key !== 'player');
  return html`<li><strong>${str(action.type) ?? w.say('action')}</strong>${action.player ? w.say('by', { player: String(action.player) }) : ''}${fields.length ? ': ' : ''}${fields.map(([key, value], i) => html`${i ? ', ' : ''}<code class="field">${key}</code> <code>${typeof value === 'string' ? value : JSON.stringify(value)}</code>`)}</li>`;
}

/**
 * The page of a stored ruling. Its own words (headings, labels) are in the language of the stored
 * texts it shows (`ruling.language`, English by default), so that a page never mixes two.
 */
export function renderRulingPage(ruling: RulingView, caption: RuleCaption): string {
  const language = ruling.language ?? 'en';
  const w = new Words(language);
  const request = ruling.request as Json;
  const answer = ruling.answer as Json;
  const actions = request.actions !== undefined ? list(request.actions) : [request.action];
  const trace = list(answer.trace).filter(isObject);
  const decision = isObject(answer.decision) ? answer.decision : null;
  const gameOver = isObject(answer.gameOver) ? answer.gameOver : null;
  const cited = [...new Set([...ruling.violations.map((v) => v.rule), ...trace.map((t) => str(t.rule) ?? '')].filter((n) => n !== ''))];
  const verdict = ruling.legal ? w.say('legal') : w.say('illegal');
  const winners = gameOver ? list(gameOver.winners).map(String) : [];
  const note =
    ruling.requested && ruling.requested !== language
      ? html`<p class="muted" lang="${ruling.requested}">${says(ruling.requested, 'page.ruling.textsIn')}</p>`
      : '';
  const body = html`<p class="muted"><a href="/v1/rulings/${ruling.id}">JSON</a> · ${w.say('id', { id: ruling.id })}</p>${note}
<h1>${ruling.title}</h1>
<p class="question">${ruling.question}</p>
<p>${w.say('verdict')} <span class="verdict ${ruling.legal ? 'legal' : 'illegal'}">${verdict}</span></p>
${ruling.violations.length ? html`<h2>${w.say('violations')}</h2><ul>${ruling.violations.map((v) => html`<li>${citedRule(v.rule)} <code>${v.code}</code> ${v.message}${v.path ? html` <span class="muted">(${v.path})</span>` : ''}</li>`)}</ul>` : ''}
<h2>${w.say('board')}</h2>${drawBoard(ruling.legal ? request.state : answer.state, language)}
<h2>${w.say('theAction')}</h2><ol>${actions.map((a) => describeAction(a, w))}</ol>
<h2>${w.say('trace')}</h2>${trace.length ? html`<ol class="trace">${trace.map((t) => html`<li>${citedRule(str(t.rule) ?? '')} ${str(t.text) ?? ''}</li>`)}</ol>` : html`<p class="muted">${w.say('nothingDone')}</p>`}
${gameOver ? html`<p><strong>${w.say('gameOver')}</strong> (${citedRule(str(gameOver.rule) ?? '')}): ${winners.length ? w.say('wonBy', { list: winners.join(', ') }) : w.say('draw')}.</p>` : ''}
${decision ? html`<p>${w.say('next', { player: html`<strong>${String(decision.player)}</strong>`, kind: String(decision.kind), rule: decision.rule ? html`, ${citedRule(String(decision.rule))}` : '' })}</p>` : ''}
${ruling.legal ? html`<h2>${w.say('boardAfter')}</h2>${drawBoard(answer.state, language)}` : ''}
<h2>${w.say('rulesCited')}</h2><ul>${cited.map((n) => html`<li>${ruleLink(n)} ${caption(n) ?? ''}</li>`)}</ul>
<p class="muted">${w.say('footer', { edition: ruling.rulesEdition, engine: ruling.engineVersion, created: ruling.createdAt })}${ruling.updatedAt !== ruling.createdAt ? w.say('replaced', { updated: ruling.updatedAt }) : ''}</p>`;
  return page(ruling.title, body, language);
}

function citedRule(number: string): SafeHtml | string {
  return number ? ruleLink(number) : '';
}

/** The page of an unknown id: a page too, so a mistyped link shows something readable. */
export function renderRulingNotFound(id: string, language: Language = 'en'): string {
  const w = new Words(language);
  return page(
    w.text('notFound'),
    html`<h1>${w.say('notFound')}</h1><p>${w.say('notFoundText', { id: html`<code>${id}</code>` })}</p><p><a href="/problems/ruling-not-found">${w.say('aboutError')}</a></p>`,
    language,
  );
}
