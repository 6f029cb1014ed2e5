import { lifeAskedAsItEnters } from './rules/614-replacement-effects';
import { Action } from './actions/action';
import { AlternativeCostKeyword } from './cards/ability';
import { keywordAlternativeCosts } from './keywords/alternative-costs';
import { improvisedCast } from './keywords/702.126-improvise';
import { CardCatalog } from './cards/card';
import { isGameOver } from './context';
import { Decision, pendingDecision } from './decision';
import { tryAction } from './adjudicate';
import { minimumBlockers } from './keywords/702.111-menace';
import { hasDeathtouch, lethalDamage } from './keywords/702.2-deathtouch';
import { hasBanding } from './keywords/702.22-banding';
import { checkTarget, exampleTargets, NO_TARGET, targetCandidates } from './rules/115-targets';
import { attackRequired, checkDeclareAttackers, potentialAttackers } from './rules/508-declare-attackers';
import { attackingCosts } from './rules/508.1h-attack-costs';
import { bestRequiredBlocks, blockRequirements, checkDeclareBlockers, potentialBlockers } from './rules/509-declare-blockers';
import { damageChooser } from './rules/510-combat-damage';
import { castTargetSpecs, chosenSpell, spellAbility } from './rules/601-casting-spells';
import { exampleDivision } from './rules/601.2d-division';
import { activatedAbilities, textIndexOf } from './rules/602-activating-abilities';
import { firstCostChoices, sacrificeCandidates } from './rules/602-activation-costs';
import { writtenAlternativeChoices } from './rules/601-alternative-costs';
import { characteristicsOf, colorsNow, hasLostAbilities, withBoardUnchanged } from './rules/613-layers';
import { defendingPlayer } from './rules/506-combat';
import { blocksAllowed } from './rules/604-static-abilities';
import { parseBoard } from './state/parse';
import { SetupError } from './state/setup-error';
import { GameObject, GameState } from './state/types';
import { flashbackCost } from './keywords/702.34-flashback';
import { buybackSacrifice } from './keywords/702.27-buyback';
import { retraceChoices } from './keywords/702.81-retrace';
import { madnessCost, madnessWaiting } from './keywords/702.35-madness';
import { freeCastWaiting } from './keywords/cast-without-paying';
import { cascadeWaiting } from './keywords/702.85-cascade';
import { suspendOf } from './keywords/702.62-suspend';
import { additionalCostVariants } from './rules/601-total-cost';
import { Selector } from './cards/ability';
import { compiled, hasKeyword } from './cards/compiled';
import { runUntilDecision } from './rules/500-turn-structure';
import { Trace } from './trace/trace';
import { Unsupported } from './unsupported';
import { Language, render } from './trace/message';
import { morphOf } from './keywords/702.37-morph';
import { realCard } from './rules/708-face-down';
import { bestowedView } from './keywords/702.103-bestow';
import { wordChoices } from './rules/612-text-changing';
import { additionalCostChoices, additionalCostHasX } from './rules/601-additional-costs';
import { convokedCast } from './keywords/702.51-convoke';
import { delvedCast } from './keywords/702.66-delve';
import { fusedSpellOf, hasFuse } from './keywords/702.102-fuse';
import { surelyLegal, surelyRefused } from './legal-actions-precheck';

/** One legal action, ready to send back, with the other choices it allows (CONTRACT §4). */
export interface LegalAction {
  action: Action;
  /** For each target the action asks for, every legal choice (the action uses the first). */
  targetOptions?: string[][];
}

export interface LegalActions {
  decision: Decision | null;
  actions: LegalAction[];
  /** declareAttackers: each creature that may attack, and what it may attack; `banding` (702.22c): it may lead a band. */
  attackers?: { id: string; canAttack: string[]; mustAttack?: true; banding?: true }[];
  /** declareBlockers: each creature that may block, the attackers it may block, and menace's minimum. */
  blockers?: { id: string; canBlock: string[]; mustBlock?: string[]; mustBlockAny?: true; blocksUpTo?: number }[];
  minimumBlockers?: Record<string, number>;
  /** assignDamage: for each attacker (or, in a band's combat, blocker: 702.22h) whose damage is divided, where it may go. */
  damage?: (({ attacker: string } | { blocker: string }) & {
    power: number;
    mayAssignTo: string[];
    lethal: Record<string, number>;
    asThoughUnblocked?: boolean;
  })[];
  /** Spells and abilities that could be cast or activated now but cannot be paid for. */
  notPayable: Action[];
  /** Cards or abilities the engine cannot judge (UNSUPPORTED_*). */
  unsupported: { action: Action; reason: string }[];
  /** True when the list was cut at `limit`. */
  truncated: boolean;
}

/**
 * Everything the deciding player may do now. Bounded: at most `limit` candidate actions are tried
 * on a board of 20 permanents or fewer, proportionally fewer on larger ones; past that, truncated.
 */
export function legalActions(state: GameState, limit = 500, language: Language = 'en', precheck = true): LegalActions {
  const decision = pendingDecision(state);
  const out: LegalActions = { decision, actions: [], notPayable: [], unsupported: [], truncated: false };
  if (!decision || isGameOver(state)) return out;
  let tried = 0;
  // Each try replays the action on the whole board: on large boards fewer tries fit the same work.
  const budget = Math.min(limit, Math.max(10, Math.floor((limit * 20) / Math.max(20, state.battlefield.length))));
  const attempt = (action: Action, targetOptions?: string[][]): void => {
    if (tried >= budget) {
      out.truncated = true;
      return;
    }
    tried++;
    // A try a cheap look at the board already refuses adds nothing to the list (legal-actions-precheck.ts).
    if (precheck && decision.kind === 'priority' && surelyRefused(state, action)) return;
    // A try a cheap look already finds legal (a concession, 104.3a) is listed without playing it.
    if (precheck && surelyLegal(state, action)) {
      out.actions.push(targetOptions ? { action, targetOptions } : { action });
      return;
    }
    const r = tryAction(state, action);
    if (r.legal) out.actions.push(targetOptions ? { action, targetOptions } : { action });
    else if (r.unsupported) out.unsupported.push({ action, reason: render(r.unsupported, language) });
    else if (r.violations.some((v) => v.rule === '601.2h')) {
      // 702.51a: a spell with convoke may be paid by tapping creatures.
      const retry = (a: Action) => {
        if (tried >= budget) {
          out.truncated = true;
          return null;
        }
        tried++;
        return tryAction(state, a);
      };
      // 702.66a: a spell with delve may be paid by exiling cards from its caster's graveyard.
      const convoked = convokedCast(state, action, retry) ?? delvedCast(state, action, retry) ?? improvisedCast(state, action, retry);
      if (convoked) out.actions.push(targetOptions ? { action: convoked, targetOptions } : { action: convoked });
      else out.notPayable.push(action);
    }
  };
  // Listing reads the board many times and never changes it: each try plays on a copy (tryAction).
  withBoardUnchanged(state, () => listActions(state, decision, out, attempt));
  attempt({ type: 'concede', player: decision.player });
  return out;
}

function listActions(state: GameState, decision: Decision, out: LegalActions, attempt: (a: Action, targets?: string[][]) => void): void {
  const player = decision.player;
  switch (decision.kind) {
    case 'priority':
      priorityActions(state, player, attempt);
      break;
    case 'declareAttackers': {
      attempt({ type: 'declareAttackers', player, attackers: [] });
      const defender = defendingPlayer(state);
      const targets = [
        defender,
        ...state.battlefield
          .filter((o) => o.controller === defender && characteristicsOf(state, o).types.includes('Planeswalker'))
          .map((o) => o.id),
      ].filter((t): t is string => !!t);
      out.attackers = potentialAttackers(state).map((o) => {
        // 508.1d: a declaration must include the creatures that attack "if able".
        const canAttack = targets.filter((t) =>
          checkDeclareAttackers(state, player, [{ id: o.id, attacking: t }]).every(
            (v) => v.code === 'MUST_ATTACK' || v.code === 'CANT_ATTACK_ALONE',
          ),
        );
        // 508.1d: not required when each thing it could attack asks a cost to attack (508.1h).
        const entry = attackRequired(state, o) ? { id: o.id, canAttack, mustAttack: true as const } : { id: o.id, canAttack };
        return hasBanding(state, o) ? { ...entry, banding: true as const } : entry;
      });
      if (out.attackers.some((a) => a.mustAttack)) {
        attempt({
          type: 'declareAttackers',
          player,
          attackers: out.attackers
            .filter((a) => a.mustAttack && a.canAttack.length > 0)
            .map((a) => ({ id: a.id, attacking: a.canAttack.find((t) => !attackingCosts(state, t)) ?? a.canAttack[0] })),
        });
      }
      break;
    }
    case 'declareBlockers': {
      attempt({ type: 'declareBlockers', player, blockers: [] });
      const attackers = state.combat?.attackers ?? [];
      const requirements = blockRequirements(state, player);
      out.blockers = potentialBlockers(state).map((o) => {
        // Per creature; menace's "two or more" is given apart, in minimumBlockers; 509.1c requirements in mustBlock.
        const canBlock = attackers
          .map((a) => a.id)
          .filter((a) =>
            checkDeclareBlockers(state, player, [{ id: o.id, blocking: [a] }]).every(
              (v) => v.code === 'CANNOT_BLOCK_MENACE' || v.code === 'MUST_BLOCK' || v.code === 'CANT_BLOCK_ALONE',
            ),
          );
        const own = requirements.filter((r) => r.blocker?.id === o.id);
        const mustBlock = [...new Set(own.map((r) => r.attacker).filter((a): a is string => a !== null))];
        let entry: { id: string; canBlock: string[]; mustBlock?: string[]; mustBlockAny?: true } =
          mustBlock.length > 0 ? { id: o.id, canBlock, mustBlock } : { id: o.id, canBlock };
        // 509.1c: "blocks each combat if able": some attacking creature, whichever.
        if (own.some((r) => r.attacker === null)) entry = { ...entry, mustBlockAny: true };
        // 509.1a, 101.1: a creature that can block additional creatures may block that many of those it can block.
        const upTo = Math.min(blocksAllowed(state, o), canBlock.length);
        return upTo > 1 ? { ...entry, blocksUpTo: upTo } : entry;
      });
      // 509.1c: a declaration that obeys as many requirements as can be obeyed.
      if (requirements.length > 0) {
        const best = bestRequiredBlocks(state, player);
        if (best.blockers.length > 0) attempt({ type: 'declareBlockers', player, blockers: best.blockers });
      }
      out.minimumBlockers = {};
      for (const a of attackers) {
        const o = state.battlefield.find((p) => p.id === a.id);
        if (o) out.minimumBlockers[a.id] = minimumBlockers(state, o);
      }
      break;
    }
    case 'assignDamage': {
      const choices = damageChooser(state)?.choices ?? [];
      const assignments: Record<string, Record<string, number>> = {};
      out.damage = [];
      for (const c of choices) {
        const deathtouch = hasDeathtouch(state, c.creature);
        const lethal: Record<string, number> = {};
        for (const b of c.recipients) lethal[b.id] = lethalDamage(characteristicsOf(state, b).toughness ?? 0, b.damage, 0, deathtouch);
        // 702.22j: trample damage past the blockers, when the defending player divides it, is not offered.
        const trample = c.trample && c.rule !== '702.22j';
        const who = c.side === 'attacker' ? { attacker: c.creature.id } : { blocker: c.creature.id };
        out.damage.push({
          ...who,
          power: c.power,
          mayAssignTo: [...c.recipients.map((b) => b.id), ...(trample || c.asThoughUnblocked ? [c.attacking] : [])],
          lethal,
          // 510.1c: all of its damage may instead go to what it attacks, as though it weren't blocked.
          ...(c.asThoughUnblocked ? { asThoughUnblocked: true } : {}),
        });
        // A ready assignment: lethal to each recipient in turn, the rest to the last (or past them, with trample).
        let left = c.power;
        const given: Record<string, number> = {};
        for (const b of c.recipients) {
          const n = Math.min(left, lethal[b.id]);
          given[b.id] = n;
          left -= n;
        }
        const rest = trample || c.recipients.length === 0 ? c.attacking : c.recipients[c.recipients.length - 1].id;
        given[rest] = (given[rest] ?? 0) + left;
        assignments[c.creature.id] = given;
      }
      attempt({ type: 'assignDamage', player, assignments });
      break;
    }
    case 'discard':
      attempt({ type: 'choose', player, decision: decision.id, choice: (decision.options ?? []).slice(0, decision.count ?? 0) });
      break;
    case 'legendRule':
    case 'chooseReplacement':
      for (const id of decision.options ?? []) attempt({ type: 'choose', player, decision: decision.id, choice: [id] });
      break;
    case 'chooseReveal':
      // 702.38a: any number of the cards offered: all of them, or none.
      attempt({ type: 'choose', player, decision: decision.id, choice: [...(decision.options ?? [])] });
      attempt({ type: 'choose', player, decision: decision.id, choice: [] });
      break;
    case 'chooseCopy':
      for (const id of decision.options ?? []) attempt({ type: 'choose', player, decision: decision.id, choice: [id] });
      break;
    case 'chooseAsEnters': {
      // 614.12a: each color, opponent or player; the creature types are too many to list: the first one stands for them.
      const options = decision.options ?? [];
      for (const id of options.length <= 10 ? options : options.slice(0, 1))
        attempt({ type: 'choose', player, decision: decision.id, choice: [id] });
      break;
    }
    case 'chooseWords': {
      // 612: [from, to]; creature types are too many for every pair (wordChoices says which).
      const top = state.stack[state.stack.length - 1];
      if (top) for (const choice of wordChoices(state, top)) attempt({ type: 'choose', player, decision: decision.id, choice });
      break;
    }
    case 'chooseScry': {
      // 701.22a: every order is too many to list: all kept on top as they are, or all put on the bottom.
      const cards = (decision.options ?? []).filter((o) => o !== 'bottom');
      attempt({ type: 'choose', player, decision: decision.id, choice: cards });
      attempt({ type: 'choose', player, decision: decision.id, choice: ['bottom', ...cards] });
      break;
    }
    case 'chooseLook': {
      // 701.20e: every order is too many to list: each card kept (the first ones), the others as they were.
      const cards = decision.options ?? [];
      const keep = decision.count ?? 0;
      if (keep === 0) attempt({ type: 'choose', player, decision: decision.id, choice: cards });
      else if (keep === 1)
        for (const id of cards) attempt({ type: 'choose', player, decision: decision.id, choice: [id, ...cards.filter((c) => c !== id)] });
      else attempt({ type: 'choose', player, decision: decision.id, choice: cards });
      break;
    }
    case 'chooseBolster':
      // 701.39a: each creature tied for the least toughness.
      for (const id of decision.options ?? []) attempt({ type: 'choose', player, decision: decision.id, choice: [id] });
      break;
    case 'chooseProliferate':
      // 701.34a: any number of the permanents and players with a counter: all of them, or none.
      attempt({ type: 'choose', player, decision: decision.id, choice: [...(decision.options ?? [])] });
      attempt({ type: 'choose', player, decision: decision.id, choice: [] });
      break;
    case 'chooseCard':
      // 608.2d: each card of the revealed hand that may be chosen.
      for (const id of decision.options ?? []) attempt({ type: 'choose', player, decision: decision.id, choice: [id] });
      break;
    case 'chooseSearch':
      // 701.23a-b: each card that may be found, or none.
      for (const id of decision.options ?? []) attempt({ type: 'choose', player, decision: decision.id, choice: [id] });
      attempt({ type: 'choose', player, decision: decision.id, choice: [] });
      break;
    case 'chooseReturn': {
      // 608.2d: each permanent that may be returned (several: the first ones), 118.12a: or "decline".
      const options = decision.options ?? [];
      const permanents = options.filter((id) => id !== 'decline');
      if ((decision.count ?? 1) > 1)
        attempt({ type: 'choose', player, decision: decision.id, choice: permanents.slice(0, decision.count) });
      else for (const id of permanents) attempt({ type: 'choose', player, decision: decision.id, choice: [id] });
      if (options.includes('decline')) attempt({ type: 'choose', player, decision: decision.id, choice: ['decline'] });
      break;
    }
    case 'chooseDiscard':
    case 'chooseSacrifice':
      attempt({ type: 'choose', player, decision: decision.id, choice: (decision.options ?? []).slice(0, decision.count ?? 0) });
      break;
    case 'chooseOptional': {
      // 608.2d: yes or no; 702.95a: soulbond's, each creature it may be paired with, or no.
      for (const option of decision.options ?? ['yes', 'no']) attempt({ type: 'choose', player, decision: decision.id, choice: [option] });
      // 702.35a: the madness card cast from exile, with the first legal targets (608.2g).
      const card = madnessWaiting(state)?.card;
      if (card?.card) {
        const specs = castTargetSpecs(card, null);
        const ids = targetCandidates(state, specs);
        const options = specs.map((spec) =>
          ids.filter((id) => checkTarget(state, spec, id, player, colorsNow(state, card), card.id, card.id) === null),
        );
        const cast: Action = {
          type: 'cast',
          player,
          card: card.id,
          alternativeCost: 'madness',
          ...(specs.length > 0 ? { targets: options.map((o) => o[0]) } : {}),
          ...(/\{X\}/.test(madnessCost(card.card) ?? '') ? { x: 0 } : {}),
        };
        if (options.every((o) => o.length > 0)) attempt(cast, specs.length > 0 ? options : undefined);
      }
      // 702.62a, 702.88a, 702.85a: the exiled card cast without paying its mana cost, with the first legal targets (608.2g).
      const cascade = cascadeWaiting(state);
      const free = cascade ? { card: cascade.card, keyword: 'cascade' as const } : freeCastWaiting(state);
      if (free?.card?.card) {
        const exiled = free.card;
        const specs = castTargetSpecs(exiled, null);
        const ids = targetCandidates(state, specs);
        const options = specs.map((spec) =>
          ids.filter((id) => checkTarget(state, spec, id, player, colorsNow(state, exiled), exiled.id, exiled.id) === null),
        );
        const cast: Action = {
          type: 'cast',
          player,
          card: exiled.id,
          alternativeCost: free.keyword,
          ...(specs.length > 0 ? { targets: options.map((o) => o[0]) } : {}),
        };
        if (specs.length > 0 && options.every((o) => o.length > 0)) attempt(cast, options);
      }
      break;
    }
    case 'payCost':
      attempt({ type: 'choose', player, decision: decision.id, choice: ['pay'] });
      attempt({ type: 'choose', player, decision: decision.id, choice: ['decline'] });
      break;
    case 'orderTriggers':
      // Any order is legal: the order as listed is one.
      attempt({ type: 'choose', player, decision: decision.id, choice: [...(decision.options ?? [])] });
      break;
    case 'chooseMode':
      for (const mode of decision.options ?? []) attempt({ type: 'choose', player, decision: decision.id, choice: [mode] });
      break;
    case 'chooseTargets':
      for (const id of decision.options ?? [])
        if ((decision.count ?? 1) === 1) attempt({ type: 'choose', player, decision: decision.id, choice: [id] });
      break;
  }
}

function priorityActions(state: GameState, player: string, attempt: (a: Action, targets?: string[][]) => void): void {
  const attemptOne = attempt;
  attempt({ type: 'pass', player });
  const me = state.players.find((p) => p.id === player);
  if (!me) return;
  // 115.1: the candidates are the players and objects of the zones the selectors name (select/).
  const legalTargets = (specs: Selector[], colors: string[], selfId: string, source: string): string[][] =>
    specs.map((spec) =>
      targetCandidates(state, [spec]).filter((id) => checkTarget(state, spec, id, player, colors, selfId, source) === null),
    );
  const casts = (
    card: GameObject,
    alternativeCost?: 'flashback' | 'card' | AlternativeCostKeyword,
    retrace = false,
    paying: Record<string, string[]> = {},
  ): void => {
    if (!card.card) return;
    // 118.9: what pays the phrases of the alternative cost written on the card goes with each cast.
    const attemptCast = (a: Action, t?: string[][]) => attemptOne({ ...a, ...paying } as Action, t);
    // 601.2h, 118.8: a mandatory additional cost: one cast per permanent that could be sacrificed, card that could be discarded.
    // 702.81a: through retrace, one per land card that could be discarded.
    const costChoices = retrace ? retraceChoices(state, player) : additionalCostChoices(state, card, player);
    const attempt = costChoices ? (a: Action, t?: string[][]) => costChoices.forEach((c) => attemptCast({ ...a, ...c }, t)) : attemptCast;
    const ability = spellAbility(card);
    const hasX = /\{X\}/.test(card.card.manaCost) || additionalCostHasX(card.card);
    // 700.2a: one entry per mode (or the first ones, for "choose two", "choose three").
    const modal = ability?.modal;
    const modeChoices: (number[] | undefined)[] = !modal
      ? [undefined]
      : modal.min === 1
        ? modal.modes.map((_, i) => [i])
        : [Array.from({ length: modal.min }, (_, i) => i % modal.modes.length)];
    // 702.103b: cast bestowed, it is an Aura spell that targets what its enchant creature allows.
    const asCast = alternativeCost === 'bestow' ? bestowedView(card) : card;
    for (const modes of modeChoices) {
      const specs = castTargetSpecs(asCast, modes ?? null, alternativeCost);
      const options = legalTargets(specs, colorsNow(state, card), card.id, card.id);
      if (options.some((o) => o.length === 0)) continue;
      const action: Action = { type: 'cast', player, card: card.id, targets: options.map((o) => o[0]) };
      if (modes) action.modes = modes;
      if (hasX) action.x = 0;
      if (alternativeCost) action.alternativeCost = alternativeCost;
      if (specs.length === 0) delete action.targets;
      // 601.2d: a spell dividing damage: all of it to its first target, the other targets of its word unchosen.
      if (ability && action.targets) {
        const division = exampleDivision(chosenSpell(ability, modes ?? null).effects, action.targets);
        // Its targets go with their shares: no other targets are offered in place of them.
        if (division) {
          action.division = division;
          attempt(action);
          continue;
        }
      }
      // 115.3: one object is not chosen twice for one word's targets ("two target creatures"): distinct examples.
      if (action.targets && new Set(action.targets).size < action.targets.length)
        action.targets = exampleTargets(specs, options) ?? action.targets;
      attempt(action, specs.length > 0 ? options : undefined);
    }
    // 601.2b: the casts with an optional additional cost (kicked once, bought back, entwined).
    for (const variant of additionalCostVariants(card.card)) {
      const specs = castTargetSpecs(asCast, variant.modes ?? null, alternativeCost);
      const options = legalTargets(specs, colorsNow(state, card), card.id, card.id);
      if (options.some((o) => o.length === 0)) continue;
      const action: Action = {
        type: 'cast',
        player,
        card: card.id,
        ...(specs.length > 0 ? { targets: options.map((o) => o[0]) } : {}),
        ...(variant.modes ? { modes: variant.modes } : {}),
        ...(hasX ? { x: 0 } : {}),
        ...(alternativeCost ? { alternativeCost } : {}),
        additionalCosts: variant.additionalCosts,
      };
      // 702.27a: a buyback cost that sacrifices a land: the first land the caster controls (it may also be tapped for mana, 601.2g).
      const sacrificed = variant.additionalCosts.includes('buyback') ? buybackSacrifice(card.card) : null;
      if (sacrificed) {
        const land = state.battlefield.find(
          (o) => o.controller === player && !o.phasedOut && sacrificed.types.some((t) => characteristicsOf(state, o).types.includes(t)),
        );
        if (!land) continue;
        action.sacrifice = [land.id];
      }
      attempt(action, specs.length > 0 ? options : undefined);
    }
  };
  for (const card of me.hand) {
    if (!card.card) continue;
    // Abilities that work from the hand (702.29a cycling).
    const def = card.card;
    compiled(def)
      .abilities.filter((a) => a.kind === 'mana' || a.kind === 'activated' || a.kind === 'loyalty')
      .forEach((a, index) => {
        if (a.kind === 'activated' && a.fromHand) attempt({ type: 'activate', player, source: card.id, ability: textIndexOf(def, index) });
      });
    if (card.card.types.includes('Land')) {
      attempt({ type: 'playLand', player, card: card.id });
      // 614.12a: a land asking life as it enters is played either way: not paying (tapped) or paying (119.4).
      if (lifeAskedAsItEnters(card.card) !== null) attempt({ type: 'playLand', player, card: card.id, payLife: true });
    } else {
      casts(card);
      // 118.9: for a keyword's alternative cost (702.74a evoke, 702.109a dash).
      for (const k of keywordAlternativeCosts(card.card)) {
        if (k !== 'emerge') casts(card, k);
        // 702.119c: one emerge cast per creature that could be sacrificed.
        else
          state.battlefield
            .filter((x) => x.controller === player && !x.phasedOut && characteristicsOf(state, x).types.includes('Creature'))
            .forEach((x) => casts(card, k, false, { sacrifice: [x.id] }));
      }
      // 118.9: for the alternative cost written on the card (Force of Will, Daze), the first cards that pay it.
      const written = writtenAlternativeChoices(state, card, player);
      if (written) casts(card, 'card', false, written);
    }
    // 702.37c: a card with morph may also be cast face down.
    if (morphOf(card.card)) attempt({ type: 'cast', player, card: card.id, faceDown: true });
    // 702.102a: a split card with fuse may also be cast with both halves together, from the hand.
    const fused = hasFuse(card.card) ? fusedSpellOf(card.card) : null;
    if (fused && 'def' in fused) {
      const view = { ...card, card: fused.def };
      const specs = castTargetSpecs(view, null);
      const options = legalTargets(specs, colorsNow(state, view), card.id, card.id);
      if (!options.some((o) => o.length === 0))
        attempt(
          { type: 'cast', player, card: card.id, ...(specs.length > 0 ? { targets: options.map((o) => o[0]) } : {}), fuse: true },
          specs.length > 0 ? options : undefined,
        );
    }
    // 116.2f, 702.62a: a card with suspend may be exiled with its time counters, a special action.
    if (suspendOf(card.card)) attempt({ type: 'specialAction', player, kind: 'suspend', object: card.id });
  }
  // 702.34a: cards with flashback in the graveyard.
  for (const card of me.graveyard) if (card.card && flashbackCost(card.card) !== null) casts(card, 'flashback');
  // 702.81a: cards with retrace in the graveyard, a land card discarded.
  for (const card of me.graveyard) if (card.card && hasKeyword(card.card, 'retrace')) casts(card, undefined, true);
  // 113.6m: abilities that work from the graveyard (702.97a scavenge, 702.84a unearth).
  for (const card of me.graveyard) {
    const def = card.card;
    if (!def) continue;
    compiled(def)
      .abilities.filter((a) => a.kind === 'mana' || a.kind === 'activated' || a.kind === 'loyalty')
      .forEach((a, index) => {
        if (a.kind !== 'activated' || !a.fromGraveyard) return;
        const options = legalTargets(a.targets, colorsNow(state, card), `${card.id}.ability`, card.id);
        const example = exampleTargets(a.targets, options);
        if (options.some((x) => x.length === 0) || !example) return;
        const action: Action = { type: 'activate', player, source: card.id, ability: textIndexOf(def, index) };
        if (a.targets.length > 0) action.targets = example;
        attempt(action, a.targets.length > 0 ? options : undefined);
      });
  }
  for (const o of state.battlefield) {
    // 602.2: another player's permanent, for its abilities that say "Any player may activate this ability" only.
    const anyPlayerOnly = o.controller !== player;
    if (anyPlayerOnly && !activatedAbilities(state, o).some((a) => a.kind === 'activated' && a.restrictions?.anyPlayer)) continue;
    // 702.37e: turning a face-down permanent with morph face up, a special action.
    if (!anyPlayerOnly && o.faceDown && morphOf(realCard(o))) attempt({ type: 'specialAction', player, kind: 'turnFaceUp', object: o.id });
    activatedAbilities(state, o).forEach((ability, index) => {
      if (anyPlayerOnly && !(ability.kind === 'activated' && ability.restrictions?.anyPlayer)) return;
      const specs = ability.kind === 'mana' ? [] : ability.targets;
      // 115.6: a target of "up to N" may also be left unchosen (NO_TARGET); 115.3: one word's targets differ.
      const options = legalTargets(specs, colorsNow(state, o), `${o.id}.ability`, o.id).map((x, i) =>
        specs[i].count.min === 0 ? [...x, NO_TARGET] : x,
      );
      const example = exampleTargets(specs, options);
      if (options.some((x) => x.length === 0) || !example) return;
      const action: Action = {
        type: 'activate',
        player,
        source: o.id,
        ability: o.card && !hasLostAbilities(state, o) ? textIndexOf(o.card, index) : index,
      };
      if (specs.length > 0) action.targets = example;
      if (ability.kind === 'activated' && /\{X\}/.test(ability.cost.mana)) action.x = 0;
      // 701.21a: one action for each permanent that could be sacrificed to pay a "Sacrifice a creature" cost.
      // 601.2h: a first choice for each other cost phrase (rules/602-activation-costs.ts).
      if (ability.kind === 'activated' && ability.cost.parts) {
        const choices = firstCostChoices(state, ability.cost.parts, player, o, ability.cost.tap);
        if (!choices) return;
        Object.assign(action, choices);
      }
      const sacrifice = ability.kind === 'activated' ? ability.cost.sacrifice : undefined;
      if (sacrifice) {
        const n = sacrifice.count ?? 1;
        const candidates = sacrificeCandidates(state, sacrifice, player, o);
        if (n === 1) for (const p of candidates) attempt({ ...action, sacrifice: [p.id] }, specs.length > 0 ? options : undefined);
        else if (candidates.length >= n)
          attempt({ ...action, sacrifice: candidates.slice(0, n).map((p) => p.id) }, specs.length > 0 ? options : undefined);
        return;
      }
      attempt(action, specs.length > 0 ? options : undefined);
    });
  }
}

/** Parses a board and lists the legal actions on it. */
export function legalActionsFor(
  raw: unknown,
  catalog: CardCatalog,
  options: { allowUnsupported?: boolean; limit?: number; language?: Language; precheck?: boolean } = {},
): { ok: true; value: LegalActions } | { ok: false; errors: SetupError[] } {
  const parsed = parseBoard(raw, catalog, { allowUnsupported: options.allowUnsupported, warnings: [] });
  if (!parsed.ok) return { ok: false, errors: parsed.errors };
  // As an adjudication would, the game first goes on by itself to the next decision.
  const ctx = { state: parsed.value, trace: new Trace() };
  try {
    runUntilDecision(ctx);
    // Listing the actions weighs rules too (509.1c requirements) that may be beyond this engine.
    return { ok: true, value: legalActions(ctx.state, options.limit, options.language, options.precheck ?? true) };
  } catch (error) {
    if (error instanceof Unsupported)
      return { ok: false, errors: [{ kind: 'rule', code: error.code, path: 'state', message: error.text, rule: error.rule }] };
    throw error;
  }
}
