import { inheritLayers } from '../rules/613-layers';
import { CombatState, GameObject, GameState, PlayerState, StackObject } from './types';

/**
 * A deep copy of the mutable parts of the state. Card definitions are shared: they are never
 * mutated. Written by hand because it runs before every action (733 needs the board as it was).
 */
export function cloneState(s: GameState): GameState {
  const copy: GameState = {
    players: s.players.map(clonePlayer),
    battlefield: s.battlefield.map(cloneObject),
    stack: s.stack.map(cloneStackObject),
    exile: s.exile.map(cloneObject),
    command: s.command.map(cloneObject),
    turn: {
      ...s.turn,
      passed: [...s.turn.passed],
      spellsCastBy: { ...s.turn.spellsCastBy },
      spellsCastLastTurnBy: { ...s.turn.spellsCastLastTurnBy },
      ...(s.turn.extraTurn ? { extraTurn: { ...s.turn.extraTurn } } : {}),
      ...(s.turn.additionalPhases ? { additionalPhases: [...s.turn.additionalPhases] } : {}),
    },
    combat: s.combat ? cloneCombat(s.combat) : null,
    effects: s.effects.map((e) => ({
      ...e,
      affects: [...e.affects],
      ...(e.colors ? { colors: [...e.colors] } : {}),
      ...(e.subtypes ? { subtypes: [...e.subtypes] } : {}),
      ...(e.types ? { types: [...e.types] } : {}),
    })),
    pending: s.pending.map((p) => ({ ...p, targets: p.targets ? [...p.targets] : null })),
    delayed: s.delayed.map((d) => ({ ...d })),
    ...(s.monarch !== undefined ? { monarch: s.monarch } : {}),
    ...(s.extraTurns ? { extraTurns: s.extraTurns.map((x) => ({ ...x })) } : {}),
    seed: s.seed,
    nextTimestamp: s.nextTimestamp,
    phasedOut: s.phasedOut.map(cloneObject),
  };
  inheritLayers(s, copy);
  return copy;
}

export function cloneObject(o: GameObject): GameObject {
  // Assigned after the spread, each key keeps its place (the board's JSON is written in that order);
  // cheaper than spreading conditional objects, on every card of every library of every try.
  const copy: GameObject = { ...o, counters: { ...o.counters } };
  if (o.manaSpent) copy.manaSpent = { ...o.manaSpent };
  if (o.exiled) copy.exiled = [...o.exiled];
  if (o.exiledUntilLeaves) copy.exiledUntilLeaves = [...o.exiledUntilLeaves];
  return copy;
}

function clonePlayer(p: PlayerState): PlayerState {
  return {
    ...p,
    manaPool: { ...p.manaPool },
    ...(p.restrictedMana ? { restrictedMana: p.restrictedMana.map((e) => ({ ...e, mana: { ...e.mana } })) } : {}),
    hand: p.hand.map(cloneObject),
    library: p.library.map(cloneObject),
    graveyard: p.graveyard.map(cloneObject),
  };
}

function cloneStackObject(s: StackObject): StackObject {
  return {
    ...s,
    object: s.object ? cloneObject(s.object) : null,
    ability: s.ability ? { ...s.ability } : null,
    targets: [...s.targets],
    x: s.x,
    modes: s.modes ? [...s.modes] : null,
    ...(s.division ? { division: { ...s.division } } : {}),
    ...(s.manaSpent ? { manaSpent: { ...s.manaSpent } } : {}),
    ...(s.additionalCosts ? { additionalCosts: [...s.additionalCosts] } : {}),
    ...(s.spliced ? { spliced: s.spliced.map((c) => ({ ...c })) } : {}),
    ...(s.pendingChoice ? { pendingChoice: { ...s.pendingChoice } } : {}),
  };
}

function cloneCombat(c: CombatState): CombatState {
  return {
    attackers: c.attackers.map((a) => ({ ...a })),
    blockers: c.blockers.map((b) => ({ ...b, blocking: [...b.blocking] })),
    attackersDeclared: c.attackersDeclared,
    creaturesAttacked: c.creaturesAttacked,
    blockersDeclared: c.blockersDeclared,
    firstStrikers: c.firstStrikers ? [...c.firstStrikers] : null,
    ...(c.bands ? { bands: c.bands.map((b) => [...b]) } : {}),
    ...(c.damageAssigned ? { damageAssigned: Object.fromEntries(Object.entries(c.damageAssigned).map(([k, v]) => [k, { ...v }])) } : {}),
    ...(c.replacementOrders
      ? { replacementOrders: Object.fromEntries(Object.entries(c.replacementOrders).map(([k, v]) => [k, [...v]])) }
      : {}),
    ...(c.awaitingReplacement ? { awaitingReplacement: { ...c.awaitingReplacement, options: [...c.awaitingReplacement.options] } } : {}),
  };
}
