import { Ability } from '../cards/ability';
import { parseCost } from '../cards/grammar/cost';
import { KeywordPhrase } from '../cards/keyword-table';
import { Ctx, objectName } from '../context';
import { putOntoBattlefield } from '../rules/614-replacement-effects';
import { GameObject, GameState, StackObject } from '../state/types';
import { msg } from '../trace/message';
import { Unsupported } from '../unsupported';
import { compiled } from '../cards/compiled';
import { keywordCost } from './alternative-costs';

/** 702.49a: the cost phrase ninjutsu adds to its mana cost, read by the cost grammar (an unblocked attacker returned). */
const RETURN_UNBLOCKED = parseCost("Return an unblocked attacking creature you control to its owner's hand");

/**
 * 702.49a: "Ninjutsu [cost]" means "[Cost], Reveal this card from your hand, Return an unblocked attacking creature you
 * control to its owner's hand: Put this card onto the battlefield from your hand tapped and attacking.": an activated
 * ability that works only while the card is in its owner's hand (602, as cycling's), written in the language. The
 * returned creature is a cost (601.2h): "unblocked" exists only once blockers are declared (509.1h), so the ability
 * can be activated only then. 702.49b: the card stays revealed (in the hand) while the ability is on the stack.
 * Only mana costs without X; 702.49d commander ninjutsu (the command zone) is not read.
 */
export const NINJUTSU: KeywordPhrase = {
  rule: '702.49a',
  abilities(item) {
    const cost = keywordCost(item, 'ninjutsu');
    if (cost === null || !RETURN_UNBLOCKED.ok) return null;
    const ability: Ability = {
      kind: 'activated',
      cost: { tap: false, mana: cost, parts: RETURN_UNBLOCKED.parts },
      targets: [],
      effects: [{ kind: 'ninjutsu' }],
      sorcerySpeed: false,
      text: `Ninjutsu ${cost}`,
      fromHand: true,
    };
    return [ability];
  },
};

/** Whether an activated ability is a ninjutsu ability (its one effect). */
export function isNinjutsu(ability: Ability): boolean {
  return ability.kind === 'activated' && ability.effects.some((e) => e.kind === 'ninjutsu');
}

/**
 * 702.49b: the card is revealed as the ability is activated (it stays in the hand). 702.49c: as the cost is paid, what the returned creature was attacking (a player or a planeswalker, 506.3), kept on
 * the ability as its `refersTo` before the creature leaves combat (506.4).
 */
export function recordNinjutsuDefender(ctx: Ctx, entry: StackObject, card: GameObject, returned: GameObject[]): void {
  ctx.trace.cite('702.49b', 'reveal', msg('702.49-ninjutsu.revealed', { describe: objectName(card), player: entry.controller }), [card.id]);
  const attacker = ctx.state.combat?.attackers.find((a) => returned.some((o) => o.id === a.id));
  if (attacker) entry.refersTo = attacker.attacking;
}

/**
 * 702.49a, 702.49c: the ability resolves: the card, still in its controller's hand (702.49b; one that left it is a new
 * object, 400.7), is put onto the battlefield tapped and attacking the player or planeswalker the returned creature
 * was attacking. It was never declared as an attacker (508.4: "attacks" triggers do not see it); put there after
 * blockers are declared, it is unblocked (508.4d). 508.4a: if that player left the game or that planeswalker is no
 * longer one on the battlefield controlled by a defending player, it enters but is not attacking.
 */
export function ninjutsu(ctx: Ctx, entry: StackObject): void {
  const state = ctx.state;
  const id = entry.ability?.source;
  const owner = state.players.find((p) => p.id === entry.controller);
  const o = owner?.hand.find((x) => x.id === id);
  if (!owner || !o) {
    ctx.trace.cite('400.7', 'resolve', msg('702.49-ninjutsu.gone', { id }));
    return;
  }
  // 614.12a, 707.5: "enter as a copy of" is chosen as it enters; only a resolving permanent spell asks it (not guessed here).
  if (o.card && compiled(o.card).abilities.some((a) => a.kind === 'entersAsCopy'))
    throw new Unsupported(
      'UNSUPPORTED_REPLACEMENT_CHOICE',
      msg('702.49-ninjutsu.copyNotFromStack', { describe: objectName(o) }),
      '614.12a',
    );
  // 702.49c: a board that gives the ability without what the returned creature attacked: not guessed.
  if (entry.refersTo === undefined)
    throw new Unsupported('UNSUPPORTED_EFFECT', msg('702.49-ninjutsu.unknownDefender', { id: entry.id }), '702.49c');
  owner.hand = owner.hand.filter((x) => x.id !== o.id);
  putOntoBattlefield(ctx, o, entry.controller);
  o.tapped = true;
  ctx.trace.emit({ type: 'zoneChange', object: o.id, from: 'hand', to: 'battlefield', player: entry.controller });
  ctx.trace.emit({ type: 'tap', object: o.id });
  const defender = entry.refersTo;
  const combat = state.combat;
  if (!combat || !stillAttackable(state, defender, entry.controller)) {
    ctx.trace.cite('508.4a', 'enters', msg('702.49-ninjutsu.notAttacking', { describe: objectName(o), player: entry.controller }), [o.id]);
    return;
  }
  combat.attackers.push({ id: o.id, attacking: defender, blocked: false });
  ctx.trace.cite('702.49c', 'enters', msg('702.49-ninjutsu.enters', { describe: objectName(o), player: entry.controller, defender }), [
    o.id,
  ]);
  if (combat.blockersDeclared) ctx.trace.cite('508.4d', 'unblocked', msg('702.49-ninjutsu.unblocked', { describe: objectName(o) }), [o.id]);
}

/** 508.4a: a player still in the game, or a planeswalker still on the battlefield controlled by another player than the attacker's. */
function stillAttackable(state: GameState, defender: string, attacker: string): boolean {
  const player = state.players.find((p) => p.id === defender);
  if (player) return player.lost === null && defender !== attacker;
  const walker = state.battlefield.find((p) => p.id === defender && !p.phasedOut);
  return walker !== undefined && walker.controller !== attacker && (walker.card?.types.includes('Planeswalker') ?? false);
}
