import { CardDefinition } from '../cards/card';
import { hasKeyword } from '../cards/compiled';
import { KeywordPhrase } from '../cards/keyword-table';
import { ManaCost, formatManaCost } from '../cards/mana-cost';
import { Ctx, objectName } from '../context';
import { cardName, msg } from '../trace/message';
import { GameObject, GameState } from '../state/types';
import { putIntoOwnerZone } from '../state/zones';
import { Violation } from '../violation';

/**
 * 702.66a: "Delve" means "For each generic mana in this spell's total cost, you may exile a card
 * from your graveyard rather than pay that mana." It applies once the total cost is determined
 * (702.66b: neither an additional nor an alternative cost) and is part of paying it (601.2h). The
 * cast action names the cards exiled: `payment.delve`; the rest is paid as usual. Several
 * instances are redundant (702.66c): one keyword.
 */
export const DELVE: KeywordPhrase = {
  rule: '702.66a',
  abilities: (item) => (item === 'delve' ? [{ kind: 'keyword', keyword: 'delve', text: 'delve' }] : null),
};

/** The generic mana of a total cost. */
function genericOf(cost: ManaCost): number {
  return cost.symbols.reduce((n, s) => n + (s.kind === 'generic' ? s.amount : 0), 0);
}

/**
 * 702.66a, 601.2h: the cards named for delve, checked: each a card of the caster's graveyard, at
 * most one per generic mana of the total cost. The cost left to pay with mana, and those cards
 * (exiled by exileDelved once the mana is paid). Nothing named: the cost unchanged.
 */
export function delveCost(
  state: GameState,
  action: { player: string; payment?: { delve?: string[] } },
  def: CardDefinition,
  cost: ManaCost,
): { cost: ManaCost; cards: GameObject[] } | Violation {
  const ids = action.payment?.delve ?? [];
  if (ids.length === 0) return { cost, cards: [] };
  if (!hasKeyword(def, 'delve'))
    return {
      code: 'NO_DELVE',
      rule: '702.66a',
      message: msg('702.66-delve.NO_DELVE', { name: def.name ? cardName(def) : msg('object.aFaceDownSpell') }),
    };
  if (new Set(ids).size !== ids.length) return { code: 'INVALID_PAYMENT', rule: '118.3', message: msg('702.66-delve.TWICE') };
  const graveyard = state.players.find((p) => p.id === action.player)?.graveyard ?? [];
  const cards: GameObject[] = [];
  for (const id of ids) {
    const o = graveyard.find((c) => c.id === id);
    if (!o)
      return {
        code: 'NOT_IN_GRAVEYARD',
        rule: '702.66a',
        message: msg('702.66-delve.NOT_IN_GRAVEYARD', { id, player: action.player }),
      };
    cards.push(o);
  }
  const generic = genericOf(cost);
  if (ids.length > generic)
    return {
      code: 'TOO_MUCH_DELVE',
      rule: '702.66a',
      message: msg('702.66-delve.TOO_MANY', { cost: formatManaCost(cost) || '{0}', generic, count: ids.length }),
    };
  const rest = generic - ids.length;
  const symbols = [...(rest > 0 ? [{ kind: 'generic' as const, amount: rest }] : []), ...cost.symbols.filter((s) => s.kind !== 'generic')];
  return { cost: { symbols }, cards };
}

/** 702.66a: the cards named are exiled from the caster's graveyard as the cost is paid (601.2h). */
export function exileDelved(ctx: Ctx, player: string, def: CardDefinition, cards: GameObject[]): void {
  if (cards.length === 0) return;
  const owner = ctx.state.players.find((p) => p.id === player);
  if (!owner) return;
  for (const o of cards) {
    owner.graveyard = owner.graveyard.filter((x) => x.id !== o.id);
    putIntoOwnerZone(ctx.state, o, 'exile', ctx.trace);
    ctx.trace.emit({ type: 'zoneChange', object: o.id, from: 'graveyard', to: 'exile', player: o.owner });
  }
  ctx.trace.cite(
    '702.66a',
    'delve',
    msg('702.66-delve.exiled', {
      player,
      cards: { join: cards.map((o) => objectName(o)), separator: ', ' },
      count: cards.length,
      name: cardName(def),
    }),
    cards.map((o) => o.id),
  );
}

/** The payment with the delve cards taken out: with nothing else named, the mana is paid automatically (601.2g). */
export function withoutDelve<
  A extends { player: string; payment?: { tap?: string[]; pool?: string; convoke?: string[]; delve?: string[] } },
>(action: A): A {
  if (action.payment?.delve === undefined) return action;
  const { delve: _delve, ...rest } = action.payment;
  const named = Object.values(rest).some((v) => v !== undefined);
  const { payment: _payment, ...others } = action;
  return (named ? { ...others, payment: rest } : others) as A;
}

/**
 * 702.66a, for the legal actions: a cast of a spell with delve its mana alone cannot pay, tried
 * again exiling cards of its caster's graveyard (the most recent ones first), as many as the cost
 * allows, then one fewer each time: the first legal one, or null.
 */
export function delvedCast<
  A extends { type: string; player: string; card?: string; payment?: { tap?: string[]; pool?: string; delve?: string[] } },
>(state: GameState, action: A, attempt: (a: A) => { legal: boolean; violations: Violation[] } | null): A | null {
  if (action.type !== 'cast' || action.payment !== undefined) return null;
  const player = state.players.find((p) => p.id === action.player);
  const card = [...(player?.hand ?? []), ...(player?.graveyard ?? []), ...state.exile].find((o) => o.id === action.card);
  if (!player || !card?.card || !hasKeyword(card.card, 'delve')) return null;
  const cards = player.graveyard
    .filter((o) => o.id !== action.card)
    .map((o) => o.id)
    .reverse();
  for (let n = Math.min(cards.length, 16); n > 0; n--) {
    const tried = { ...action, payment: { delve: cards.slice(0, n) } } as A;
    const r = attempt(tried);
    if (r === null) return null;
    if (r.legal) return tried;
    // Still short of mana with more cards: fewer cannot pay either.
    if (!r.violations.some((v) => v.code === 'TOO_MUCH_DELVE')) return null;
  }
  return null;
}
