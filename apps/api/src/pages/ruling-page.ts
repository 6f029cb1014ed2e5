import { html, page, SafeHtml } from './html';

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

/** A card reference: a catalog name, or an inline definition with its own name. */
function cardName(card: unknown): string {
  if (typeof card === 'string') return card;
  if (isObject(card)) return str(card.name) ?? 'unnamed card';
  return 'card';
}

/** A zone entry: a bare name, {id, card}, or a hidden card. */
function entryName(entry: unknown): string {
  if (typeof entry === 'string') return entry;
  if (isObject(entry)) {
    if (entry.hidden === true) return 'hidden card';
    const name = entry.card !== undefined ? cardName(entry.card) : 'card';
    return entry.id !== undefined ? `${name} (${String(entry.id)})` : name;
  }
  return String(entry);
}

/** Hand or library: a list of entries or only a count; a library's order is a secret (401.2): counted, not listed. */
function zoneCards(zone: unknown, label: string, hidden = false): SafeHtml {
  if (isObject(zone) && typeof zone.count === 'number') return html`<p><strong>${label}</strong>: ${zone.count} card(s)</p>`;
  const cards = list(zone);
  if (cards.length === 0) return html`<p><strong>${label}</strong>: <span class="muted">empty</span></p>`;
  if (hidden) return html`<p><strong>${label}</strong>: ${cards.length} card(s)</p>`;
  return html`<p><strong>${label}</strong>: ${cards.map(entryName).join(', ')}</p>`;
}

function typeLine(ch: Json): string {
  const left = [...list(ch.supertypes), ...list(ch.types)].map(String).join(' ');
  const subtypes = list(ch.subtypes).map(String).join(' ');
  return subtypes ? `${left} — ${subtypes}` : left;
}

function permanent(object: Json, byId: Map<string, Json>, attachments: Map<string, Json[]>): SafeHtml {
  const ch = isObject(object.characteristics) ? object.characteristics : undefined;
  const name = ch ? (str(ch.name) ?? cardName(object.card)) : cardName(object.card);
  const id = str(object.id) ?? '';
  const stats: (string | SafeHtml)[] = [];
  if (ch) {
    const line = typeLine(ch);
    if (line) stats.push(line);
    if (str(ch.manaCost)) stats.push(str(ch.manaCost)!);
    if (ch.power !== null && ch.power !== undefined) stats.push(`${String(ch.power)}/${String(ch.toughness)}`);
    if (typeof ch.loyalty === 'number') stats.push(`loyalty ${ch.loyalty}`);
  }
  const tags: string[] = [];
  if (object.tapped === true) tags.push('tapped');
  if (object.summoningSick === true) tags.push('summoning sick');
  if (object.token === true) tags.push('token');
  if (object.faceDown === true) tags.push('face down');
  if (object.phasedOut === true) tags.push('phased out');
  if (typeof object.damage === 'number' && object.damage > 0) tags.push(`${object.damage} damage`);
  const counters = isObject(object.counters) ? Object.entries(object.counters).filter(([, n]) => typeof n === 'number' && n > 0) : [];
  for (const [kind, n] of counters) tags.push(`${String(n)} × ${kind} counter`);
  const attachedTo = str(object.attachedTo);
  const host = attachedTo ? byId.get(attachedTo) : undefined;
  const carried = attachments.get(id) ?? [];
  const abilities = ch ? list(ch.abilities).map(String) : [];
  return html`<li class="card"><strong>${name}</strong> <span class="muted">${id}</span>${tags.map((t) => html`<span class="tag">${t}</span>`)}
${stats.length ? html`<br><span class="muted">${stats.join(' · ')}</span>` : ''}
${attachedTo ? html`<br>attached to ${host ? entryName({ id: attachedTo, card: cardOf(host) }) : attachedTo}` : ''}
${carried.length ? html`<br>carries ${carried.map((a) => entryName({ id: a.id, card: cardOf(a) })).join(', ')}` : ''}
${abilities.length ? html`<br><span class="muted">${abilities.join(' — ')}</span>` : ''}</li>`;
}

/** The name an object is shown by: its characteristics' name when the answer has them. */
function cardOf(object: Json): unknown {
  return isObject(object.characteristics) && typeof object.characteristics.name === 'string' ? object.characteristics.name : object.card;
}

function stackEntry(entry: Json, byId: Map<string, Json>): SafeHtml {
  let what: string;
  if (isObject(entry.ability)) {
    const source = str(entry.ability.source);
    const known = source ? byId.get(source) : undefined;
    what = `ability ${String(entry.ability.index ?? '')} of ${known ? entryName({ id: source, card: cardOf(known) }) : (source ?? 'a source')}`;
  } else {
    what = entryName({ id: entry.id, card: cardOf(entry) });
  }
  const targets = list(entry.targets).map((t) => {
    const object = typeof t === 'string' ? byId.get(t) : undefined;
    return object ? entryName({ id: t, card: cardOf(object) }) : String(t);
  });
  return html`<li>${what}${entry.controller ? html` <span class="muted">controlled by ${String(entry.controller)}</span>` : ''}${targets.length ? html`, targeting ${targets.join(', ')}` : ''}</li>`;
}

export function drawBoard(state: unknown): SafeHtml {
  if (!isObject(state)) return html`<p class="muted">No board.</p>`;
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
    return html`<section class="zone"><h3>${id}${turn.active === id ? html` <span class="tag">active</span>` : ''}${turn.priority === id ? html` <span class="tag">priority</span>` : ''}</h3>
<p>Life <strong>${typeof player.life === 'number' ? player.life : 20}</strong>${typeof player.poison === 'number' && player.poison > 0 ? html` · poison <strong>${player.poison}</strong>` : ''}${str(player.manaPool) ? html` · mana pool ${str(player.manaPool)!}` : ''}</p>
<p><strong>Battlefield</strong>:${mine.length ? '' : html` <span class="muted">nothing</span>`}</p>${mine.length ? html`<ul>${mine.map((o) => permanent(o, byId, attachments))}</ul>` : ''}
${zoneCards(player.hand, 'Hand')}${zoneCards(player.library, 'Library', true)}${zoneCards(player.graveyard, 'Graveyard')}</section>`;
  });
  const orphans = battlefield.filter((o) => !players.some((p) => p.id === o.controller));
  const exile = list(state.exile);
  return html`<p>Turn ${str(turn.number) ?? '?'}, ${str(turn.active) ?? '?'}'s turn, step <strong>${str(turn.step) ?? '?'}</strong>${turn.priority ? html`, ${String(turn.priority)} has priority` : ''}.</p>
<div class="zones">${zones}</div>
${orphans.length ? html`<h3>Other permanents</h3><ul>${orphans.map((o) => permanent(o, byId, attachments))}</ul>` : ''}
<h3>Stack <span class="muted">(top first)</span></h3>${stack.length ? html`<ol>${[...stack].reverse().map((e) => stackEntry(e, byId))}</ol>` : html`<p class="muted">empty</p>`}
${exile.length ? html`<h3>Exile</h3><p>${exile.map(entryName).join(', ')}</p>` : ''}`;
}

function describeAction(action: unknown): SafeHtml {
  if (!isObject(action)) return html`<li>${JSON.stringify(action)}</li>`;
  const fields = Object.entries(action).filter(([key]) => key !== 'type' && key !== 'player');
  return html`<li><strong>${str(action.type) ?? 'action'}</strong>${action.player ? html` by ${String(action.player)}` : ''}${fields.length ? ': ' : ''}${fields.map(([key, value], i) => html`${i ? ', ' : ''}${key} <code>${typeof value === 'string' ? value : JSON.stringify(value)}</code>`)}</li>`;
}

export function renderRulingPage(ruling: RulingView, caption: RuleCaption): string {
  const request = ruling.request as Json;
  const answer = ruling.answer as Json;
  const actions = request.actions !== undefined ? list(request.actions) : [request.action];
  const trace = list(answer.trace).filter(isObject);
  const decision = isObject(answer.decision) ? answer.decision : null;
  const gameOver = isObject(answer.gameOver) ? answer.gameOver : null;
  const cited = [...new Set([...ruling.violations.map((v) => v.rule), ...trace.map((t) => str(t.rule) ?? '')].filter((n) => n !== ''))];
  const body = html`<p class="muted"><a href="/v1/rulings/${ruling.id}">JSON</a> · ruling ${ruling.id}</p>
<h1>${ruling.title}</h1>
<p class="question">${ruling.question}</p>
<p>Verdict: <span class="verdict ${ruling.legal ? 'legal' : 'illegal'}">${ruling.legal ? 'legal' : 'illegal'}</span></p>
${ruling.violations.length ? html`<h2>Violations</h2><ul>${ruling.violations.map((v) => html`<li>${citedRule(v.rule)} <code>${v.code}</code> ${v.message}${v.path ? html` <span class="muted">(${v.path})</span>` : ''}</li>`)}</ul>` : ''}
<h2>The board</h2>${drawBoard(ruling.legal ? request.state : answer.state)}
<h2>The action</h2><ol>${actions.map(describeAction)}</ol>
<h2>What the rules did</h2>${trace.length ? html`<ol class="trace">${trace.map((t) => html`<li>${citedRule(str(t.rule) ?? '')} ${str(t.text) ?? ''}</li>`)}</ol>` : html`<p class="muted">Nothing.</p>`}
${gameOver ? html`<p><strong>Game over</strong> (${citedRule(str(gameOver.rule) ?? '')}): ${list(gameOver.winners).length ? `won by ${list(gameOver.winners).map(String).join(', ')}` : 'a draw'}.</p>` : ''}
${decision ? html`<p>Next: <strong>${String(decision.player)}</strong> must decide (${String(decision.kind)}${decision.rule ? html`, ${citedRule(String(decision.rule))}` : ''}).</p>` : ''}
${ruling.legal ? html`<h2>The board after</h2>${drawBoard(answer.state)}` : ''}
<h2>Rules cited</h2><ul>${cited.map((n) => html`<li>${ruleLink(n)} ${caption(n) ?? ''}</li>`)}</ul>
<p class="muted">Rules edition ${ruling.rulesEdition} · engine ${ruling.engineVersion} · stored ${ruling.createdAt}${ruling.updatedAt !== ruling.createdAt ? `, replaced ${ruling.updatedAt}` : ''}</p>`;
  return page(ruling.title, body);
}

function citedRule(number: string): SafeHtml | string {
  return number ? ruleLink(number) : '';
}

/** The page of an unknown id: a page too, so a mistyped link shows something readable. */
export function renderRulingNotFound(id: string): string {
  return page(
    'Ruling not found',
    html`<h1>Ruling not found</h1><p>No stored ruling has the id <code>${id}</code>. It may have been deleted, or the link is mistyped.</p><p><a href="/problems/ruling-not-found">About this error</a></p>`,
  );
}
