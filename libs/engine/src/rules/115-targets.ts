import { TargetSpec } from '../cards/ability';
import { characteristicsOf, colorsNow, keywordsNow } from './613-layers';
import { protectedFrom } from '../keywords/702.16-protection';
import { COLOR_NAMES } from '../keywords/names';
import { checkHexproof } from '../keywords/702.11-hexproof';
import { GameState } from '../state/types';
import { Violation } from '../violation';
import { defendingPlayer } from './506-combat';
import { withArticle } from '../trace/english';


/**
 * Whether `targetId` is a legal target for `spec` of a spell controlled by `controller` (115.1,
 * 115.2, 115.4), including hexproof (702.11b), shroud (702.18a) and protection (702.16b).
 * Returns the violation, or null when legal. `spellId` is the spell itself (115.5: it cannot
 * target itself).
 */
export function checkTarget(state: GameState, spec: TargetSpec, targetId: string, controller: string, spellColors: string[], spellId: string): Violation | null {
  const player = state.players.find((p) => p.id === targetId);
  if (player) {
    if (spec.kind === 'opponent' && player.id === controller) return { code: 'ILLEGAL_TARGET', rule: '115.1', message: `${targetId} is not an opponent of ${controller}` };
    if (spec.kind === 'any' || spec.kind === 'player' || spec.kind === 'playerOrPlaneswalker' || spec.kind === 'opponent') {
      return player.lost === null ? null : { code: 'ILLEGAL_TARGET', rule: '115.1', message: `${targetId} has left the game` };
    }
    return { code: 'ILLEGAL_TARGET', rule: '115.2', message: `${targetId} is a player: ${describeSpec(spec)} is required` };
  }
  // 612 (Sleight of Mind ...): "target spell or permanent": a spell on the stack, or else a permanent.
  if (spec.kind === 'spellOrPermanent') {
    const asSpell = state.stack.some((s) => s.id === targetId && s.object);
    return checkTarget(state, asSpell ? { kind: 'spell' } : { kind: 'permanent', types: ['Artifact', 'Creature', 'Enchantment', 'Land', 'Planeswalker', 'Battle'] }, targetId, controller, spellColors, spellId);
  }
  if (spec.kind === 'spell') {
    if (targetId === spellId) return { code: 'ILLEGAL_TARGET', rule: '115.5', message: 'a spell cannot target itself' };
    const onStack = state.stack.find((s) => s.id === targetId);
    if (onStack?.object?.card) {
      // 604.3, 702.114a: the spell's colors now (Ghostfire is colorless, a devoid spell has no color).
      if (spec.color && !colorsNow(state, onStack.object).includes(spec.color)) return { code: 'ILLEGAL_TARGET', rule: '115.1', message: `${onStack.object.card.name} (${targetId}) is not ${withArticle(COLOR_NAMES[spec.color])} spell` };
      if (spec.types && !spec.types.some((t) => onStack.object?.card?.types.includes(t))) return { code: 'ILLEGAL_TARGET', rule: '115.1', message: `${onStack.object.card.name} (${targetId}) is not ${describeSpec(spec)}` };
      if (spec.notTypes && spec.notTypes.some((t) => onStack.object?.card?.types.includes(t))) return { code: 'ILLEGAL_TARGET', rule: '115.1', message: `${onStack.object.card.name} (${targetId}) is not ${describeSpec(spec)}` };
      return null;
    }
    return { code: 'ILLEGAL_TARGET', rule: '115.1', message: `${targetId} is not a spell on the stack` };
  }
  if (spec.kind === 'graveyardCard') return checkGraveyardTarget(state, spec, targetId, controller);
  const permanent = state.battlefield.find((o) => o.id === targetId);
  if (!permanent || !permanent.card || permanent.phasedOut) {
    if (state.phasedOut.some((o) => o.id === targetId)) return { code: 'ILLEGAL_TARGET', rule: '702.26b', message: `${targetId} is phased out: it is treated as though it doesn't exist` };
    return { code: 'ILLEGAL_TARGET', rule: '115.2', message: `${targetId} is not a permanent on the battlefield: only permanents are legal targets unless the spell says otherwise` };
  }
  const card = permanent.card;
  // What the object is now (613): an artifact animated this turn is a creature.
  const types = characteristicsOf(state, permanent).types;
  let fits: boolean;
  if (spec.kind === 'any') fits = types.includes('Creature') || types.includes('Planeswalker') || types.includes('Battle');
  else if (spec.kind === 'playerOrPlaneswalker') fits = types.includes('Planeswalker');
  else if (spec.kind === 'permanent') {
    const colors = colorsNow(state, permanent);
    fits = spec.types.some((t) => types.includes(t)) && !(spec.notColor && colors.includes(spec.notColor)) && !(spec.color && !colors.includes(spec.color)) && !(spec.youControl && permanent.controller !== controller) && !(spec.opponentControls && permanent.controller === controller) && !(spec.withKeyword && !keywordsNow(state, permanent).has(spec.withKeyword)) && !(spec.tapped && !permanent.tapped) && !(spec.defendingPlayerControls && permanent.controller !== defendingPlayer(state)) && !(spec.combat && !inCombatAs(state, permanent.id, spec.combat)) && !(spec.subtype && !characteristicsOf(state, permanent).subtypes.includes(spec.subtype));
    // 205.4c: "nonbasic" is without the basic supertype; "with power N or greater" reads its power now (613).
    if (fits && spec.nonbasic && characteristicsOf(state, permanent).supertypes.includes('Basic')) fits = false;
    if (fits && spec.minPower !== undefined && (characteristicsOf(state, permanent).power ?? 0) < spec.minPower) fits = false;
  }
  else fits = false;
  if (!fits) return { code: 'ILLEGAL_TARGET', rule: spec.kind === 'any' ? '115.4' : '115.1', message: `${card.name} (${targetId}) is not ${describeSpec(spec)}` };
  const keywords = keywordsNow(state, permanent);
  if (keywords.has('shroud')) return { code: 'TARGET_HAS_SHROUD', rule: '702.18a', message: `${card.name} (${targetId}) has shroud: it cannot be the target of spells or abilities` };
  const hexproof = checkHexproof(state, permanent, controller, spellColors);
  if (hexproof) return hexproof;
  const protection = protectedFrom(state, permanent, spellColors);
  if (protection) return { code: 'TARGET_HAS_PROTECTION', rule: protection === 'protection from everything' ? '702.16j' : '702.16b', message: `${card.name} (${targetId}) has ${protection}` };
  return null;
}

/** 115.1: a card in a graveyard (a player's own, for "your graveyard"), of one of the card types given. */
function checkGraveyardTarget(state: GameState, spec: Extract<TargetSpec, { kind: 'graveyardCard' }>, targetId: string, controller: string): Violation | null {
  const owner = state.players.find((p) => p.graveyard.some((o) => o.id === targetId));
  const card = owner?.graveyard.find((o) => o.id === targetId)?.card;
  if (!owner || !card) return { code: 'ILLEGAL_TARGET', rule: '115.1', message: `${targetId} is not a card in a graveyard: ${describeSpec(spec)} is required` };
  if (spec.yours && owner.id !== controller) return { code: 'ILLEGAL_TARGET', rule: '115.1', message: `${card.name} (${targetId}) is not in ${controller}'s graveyard` };
  if (spec.types && !spec.types.some((t) => card.types.includes(t))) return { code: 'ILLEGAL_TARGET', rule: '115.1', message: `${card.name} (${targetId}) is not ${describeSpec(spec)}` };
  return null;
}

/** The ids a target may be among: players, permanents, spells, and graveyard cards when a spec asks for one. */
export function targetCandidates(state: GameState, specs: TargetSpec[]): string[] {
  const ids = [...state.players.filter((p) => p.lost === null).map((p) => p.id), ...state.battlefield.map((o) => o.id), ...state.stack.map((s) => s.id)];
  if (specs.some((s) => s.kind === 'graveyardCard')) for (const p of state.players) ids.push(...p.graveyard.map((o) => o.id));
  return ids;
}

/** 506.4: "attacking", "blocking": a creature declared as one and not removed from combat since. */
function inCombatAs(state: GameState, id: string, role: 'attacking' | 'blocking' | 'attackingOrBlocking'): boolean {
  const attacking = state.combat?.attackers.some((a) => a.id === id) ?? false;
  const blocking = state.combat?.blockers.some((b) => b.id === id) ?? false;
  return role === 'attacking' ? attacking : role === 'blocking' ? blocking : attacking || blocking;
}

export function describeSpec(spec: TargetSpec): string {
  switch (spec.kind) {
    case 'any':
      return 'a creature, player, planeswalker or battle (any target)';
    case 'player':
      return 'a player';
    case 'opponent':
      return 'an opponent';
    case 'playerOrPlaneswalker':
      return 'a player or planeswalker';
    case 'spellOrPermanent':
      return 'a spell or permanent';
    case 'graveyardCard':
      return withArticle(`${spec.types ? `${spec.types.join(' or ').toLowerCase()} ` : ''}card in ${spec.yours ? 'your graveyard' : 'a graveyard'}`);
    case 'spell':
      return spec.color ? `a ${COLOR_NAMES[spec.color]} spell` : spec.types ? withArticle(`${spec.types.join(' or ').toLowerCase()} spell`) : spec.notTypes ? `a non${spec.notTypes.join(', non').toLowerCase()} spell` : 'a spell';
    case 'permanent':
      return withArticle(`${spec.tapped ? 'tapped ' : ''}${spec.notColor ? `non${COLOR_NAMES[spec.notColor]} ` : ''}${spec.color ? `${COLOR_NAMES[spec.color]} ` : ''}${spec.subtype ?? (spec.types.length > 2 ? 'permanent' : spec.types.map((t) => t.toLowerCase()).join(' or '))}${spec.youControl ? ' you control' : ''}${spec.opponentControls ? ' an opponent controls' : ''}${spec.withKeyword ? ` with ${spec.withKeyword}` : ''}${spec.defendingPlayerControls ? ' the defending player controls' : ''}${spec.combat ? ` that is ${spec.combat === 'attackingOrBlocking' ? 'attacking or blocking' : spec.combat}` : ''}${spec.nonbasic ? ' that is not basic' : ''}${spec.minPower !== undefined ? ` with power ${spec.minPower} or greater` : ''}`);
  }
}
