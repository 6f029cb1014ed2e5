import { CardDefinition } from '../cards/card';
import { compiled, hasKeyword } from '../cards/compiled';
import { KeywordPhrase } from '../cards/keyword-table';
import { ManaCost, formatManaCost } from '../cards/mana-cost';
import { Ctx, objectName } from '../context';
import { characteristicsOf } from '../rules/613-layers';
import { GameObject, GameState } from '../state/types';
import { cardName, msg } from '../trace/message';
import { Violation } from '../violation';

/**
 * 702.126a: "Improvise" means "For each generic mana in this spell's total cost, you may tap an
 * untapped artifact you control rather than pay that mana." It applies once the total cost is
 * determined (702.126b: neither an additional nor an alternative cost) and is part of paying it
 * (601.2h). The cast action names the artifacts tapped: `payment.improvise`; the rest is paid as
 * usual. The artifacts are tapped before the mana is paid: one tapped for improvise does not also
 * tap for mana. Several instances are redundant (702.126c): one keyword.
 */
export const IMPROVISE: KeywordPhrase = {
  rule: '702.126a',
  abilities: (item) => (item === 'improvise' ? [{ kind: 'keyword', keyword: 'improvise', text: 'Improvise' }] : null),
};

function genericOf(cost: ManaCost): number {
  return cost.symbols.reduce((n, s) => n + (s.kind === 'generic' ? s.amount : 0), 0);
}

/**
 * 702.126a, 601.2h: the artifacts named for improvise, checked (each an untapped artifact of the
 * caster's, at most one per generic mana of the total cost): the cost left to pay with mana, and
 * those artifacts (tapped by tapImprovised). Nothing named: the cost unchanged.
 */
export function improviseCost(
  state: GameState,
  action: { player: string; payment?: { improvise?: string[]; tap?: string[] } },
  def: CardDefinition,
  cost: ManaCost,
): { cost: ManaCost; artifacts: GameObject[] } | Violation {
  const ids = action.payment?.improvise ?? [];
  if (ids.length === 0) return { cost, artifacts: [] };
  if (!hasKeyword(def, 'improvise'))
    return {
      code: 'NO_IMPROVISE',
      rule: '702.126a',
      message: msg('702.126-improvise.NO_IMPROVISE', { name: def.name ? cardName(def) : msg('object.aFaceDownSpell') }),
    };
  if (new Set(ids).size !== ids.length) return { code: 'INVALID_PAYMENT', rule: '118.3', message: msg('702.126-improvise.TWICE') };
  const artifacts: GameObject[] = [];
  for (const id of ids) {
    const o = state.battlefield.find((p) => p.id === id && !p.phasedOut);
    if (!o || !characteristicsOf(state, o).types.includes('Artifact'))
      return { code: 'NOT_AN_ARTIFACT', rule: '702.126a', message: msg('702.126-improvise.NOT_AN_ARTIFACT', { id }) };
    if (o.controller !== action.player)
      return {
        code: 'NOT_CONTROLLER',
        rule: '702.126a',
        message: msg('702.126-improvise.NOT_CONTROLLER', { describe: objectName(o), controller: o.controller }),
      };
    if (o.tapped)
      return { code: 'ALREADY_TAPPED', rule: '702.126a', message: msg('702.126-improvise.ALREADY_TAPPED', { describe: objectName(o) }) };
    if ((action.payment?.tap ?? []).includes(id))
      return { code: 'INVALID_PAYMENT', rule: '118.3', message: msg('702.126-improvise.ALSO_FOR_MANA', { describe: objectName(o) }) };
    artifacts.push(o);
  }
  const generic = genericOf(cost);
  if (ids.length > generic)
    return {
      code: 'TOO_MUCH_IMPROVISE',
      rule: '702.126a',
      message: msg('702.126-improvise.TOO_MANY', { cost: formatManaCost(cost) || '{0}', generic, count: ids.length }),
    };
  const rest = generic - ids.length;
  const symbols = [...(rest > 0 ? [{ kind: 'generic' as const, amount: rest }] : []), ...cost.symbols.filter((s) => s.kind !== 'generic')];
  return { cost: { symbols }, artifacts };
}

/** 702.126a: the artifacts named tap as the cost is paid (601.2h), before any mana ability is activated for the rest. */
export function tapImprovised(ctx: Ctx, player: string, def: CardDefinition, artifacts: GameObject[]): void {
  if (artifacts.length === 0) return;
  for (const o of artifacts) {
    o.tapped = true;
    ctx.trace.emit({ type: 'tap', object: o.id });
  }
  ctx.trace.cite(
    '702.126a',
    'improvise',
    msg('702.126-improvise.tapped', { player, ids: artifacts.map((o) => o.id).join(', '), count: artifacts.length, name: cardName(def) }),
    artifacts.map((o) => o.id),
  );
}

/** The payment with the improvise artifacts taken out: with nothing else named, the mana is paid automatically (601.2g). */
export function withoutImprovise<A extends { player: string; payment?: { tap?: string[]; pool?: string; improvise?: string[] } }>(
  action: A,
): A {
  if (action.payment?.improvise === undefined) return action;
  const { improvise: _improvise, ...rest } = action.payment;
  const named = Object.values(rest).some((v) => v !== undefined);
  const { payment: _payment, ...others } = action;
  return (named ? { ...others, payment: rest } : others) as A;
}

/**
 * 702.126a, for the legal actions: a cast of a spell with improvise its mana alone cannot pay,
 * tried again tapping untapped artifacts of its caster (those without a mana ability first), as
 * many as the cost allows, then one fewer each time: the first legal one, or null.
 */
export function improvisedCast<
  A extends { type: string; player: string; card?: string; payment?: { tap?: string[]; pool?: string; improvise?: string[] } },
>(state: GameState, action: A, attempt: (a: A) => { legal: boolean; violations: Violation[] } | null): A | null {
  if (action.type !== 'cast' || action.payment !== undefined) return null;
  const player = state.players.find((p) => p.id === action.player);
  const card = [...(player?.hand ?? []), ...(player?.graveyard ?? []), ...state.exile].find((o) => o.id === action.card);
  if (!player || !card?.card || !hasKeyword(card.card, 'improvise')) return null;
  const mana = (o: GameObject) => o.card !== null && compiled(o.card).abilities.some((a) => a.kind === 'mana');
  const artifacts = state.battlefield
    .filter((o) => o.controller === action.player && !o.tapped && !o.phasedOut && characteristicsOf(state, o).types.includes('Artifact'))
    .sort((a, b) => Number(mana(a)) - Number(mana(b)))
    .map((o) => o.id);
  for (let n = Math.min(artifacts.length, 16); n > 0; n--) {
    const tried = { ...action, payment: { improvise: artifacts.slice(0, n) } } as A;
    const r = attempt(tried);
    if (r === null) return null;
    if (r.legal) return tried;
    if (!r.violations.some((v) => v.code === 'TOO_MUCH_IMPROVISE')) return null;
  }
  return null;
}
