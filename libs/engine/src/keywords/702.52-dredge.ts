import { KeywordPhrase } from '../cards/keyword-table';
import { compiled } from '../cards/compiled';
import { CardDefinition } from '../cards/card';
import { Ctx } from '../context';
import { GameObject, GameState } from '../state/types';
import { putIntoOwnerZone } from '../state/zones';
import { Unsupported } from '../unsupported';
import { graveyardDestination, putIntoGraveyard } from '../rules/614-replacement-effects';
import { cardName, msg } from '../trace/message';

/**
 * 702.52a: "Dredge N" is a static ability that works only while the card is in its owner's graveyard: as long
 * as that player has at least N cards in their library (702.52b), if they would draw a card they may instead
 * mill N cards and return this card from their graveyard to their hand (a replacement of the draw, 614.1a).
 * The engine asks for that choice at the draw step's turn-based draw (504.1: a `chooseReplacement` decision
 * before anyone has priority); any other draw it would replace is refused (UNSUPPORTED_DREDGE).
 */
export const DREDGE: KeywordPhrase = {
  rule: '702.52a',
  abilities(item) {
    const m = /^dredge (\d+)$/.exec(item);
    if (!m || Number(m[1]) < 1) return null;
    return [{ kind: 'static', effects: [{ kind: 'dredge', n: Number(m[1]) }], text: `Dredge ${m[1]}` }];
  },
};

/** The N of a card's dredge, or null. */
function dredgeNumber(card: CardDefinition | null): number | null {
  if (!card) return null;
  for (const a of compiled(card).abilities) if (a.kind === 'static') for (const e of a.effects) if (e.kind === 'dredge') return e.n;
  return null;
}

/** The cards with dredge in a player's graveyard, and whether each may be used now (702.52b: at least N cards in the library). */
function dredgeCards(state: GameState, playerId: string): { o: GameObject; n: number; usable: boolean }[] {
  const player = state.players.find((p) => p.id === playerId);
  if (!player) return [];
  return player.graveyard.flatMap((o) => {
    const n = dredgeNumber(o.card);
    return n === null ? [] : [{ o, n, usable: player.library.length >= n }];
  });
}

/** 702.52a-b: the cards of a player's graveyard whose dredge they may use instead of drawing now. */
export function dredgeOptions(state: GameState, playerId: string): GameObject[] {
  return dredgeCards(state, playerId)
    .filter((d) => d.usable)
    .map((d) => d.o);
}

/**
 * Before a draw the engine does not ask about: a usable dredge would offer a choice it cannot stop for (refused);
 * a dredge over too few cards cannot replace it (702.52b, cited).
 */
export function checkDredgeBeforeDraw(ctx: Ctx, playerId: string): void {
  const cards = dredgeCards(ctx.state, playerId);
  if (cards.length === 0) return;
  const usable = cards.filter((d) => d.usable);
  if (usable.length > 0)
    throw new Unsupported(
      'UNSUPPORTED_DREDGE',
      msg('702.52-dredge.UNSUPPORTED_DREDGE', { playerId, ids: usable.map((d) => d.o.id).join(', ') }),
      '702.52a',
    );
  ctx.trace.cite(
    '702.52b',
    'draw',
    msg('702.52-dredge.tooFew', { playerId, ids: cards.map((d) => `${cardName(d.o.card)} (${d.o.id})`).join(', ') }),
    cards.map((d) => d.o.id),
  );
}

/** 702.52a: instead of drawing, the player mills N cards and returns the card with dredge from their graveyard to their hand. */
export function dredge(ctx: Ctx, playerId: string, cardId: string): void {
  const player = ctx.state.players.find((p) => p.id === playerId);
  const chosen = dredgeCards(ctx.state, playerId).find((d) => d.o.id === cardId && d.usable);
  if (!player || !chosen) return;
  const milled = player.library.slice(0, chosen.n);
  if (milled.some((o) => !o.card))
    throw new Unsupported(
      'UNSUPPORTED_HIDDEN_CARD',
      msg('mill.UNSUPPORTED_HIDDEN_CARD', { why: msg('702.52-dredge.why'), id: playerId, count: chosen.n }),
      '701.17a',
    );
  ctx.trace.cite(
    '614.1a',
    'replaced',
    msg('702.52-dredge.dredged', { playerId, name: cardName(chosen.o.card), id: chosen.o.id, nValue: chosen.n }),
    [chosen.o.id],
  );
  // 701.17a: the milled cards move together; each goes where the replacement effects send it (614.1a).
  const destinations = milled.map((o) => graveyardDestination(ctx, o, 'library'));
  player.library = player.library.slice(milled.length);
  ctx.trace.cite(
    '701.17a',
    'mill',
    msg('effects.mill', {
      playerId,
      nValue: milled.length,
      pValue: milled.map((o) => msg('object.card', { name: cardName(o.card), id: o.id })).join(', '),
    }),
    milled.map((o) => o.id),
  );
  milled.forEach((o, i) => putIntoGraveyard(ctx, o, 'library', destinations[i]));
  player.graveyard = player.graveyard.filter((o) => o !== chosen.o);
  putIntoOwnerZone(ctx.state, chosen.o, 'hand', ctx.trace);
  ctx.trace.emit({ type: 'zoneChange', object: chosen.o.id, from: 'graveyard', to: 'hand', player: playerId });
}
