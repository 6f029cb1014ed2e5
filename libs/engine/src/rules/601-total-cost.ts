import { AlternativeCostKeyword, SpellFilter } from '../cards/ability';
import { CardDefinition } from '../cards/card';
import { compiled } from '../cards/compiled';
import { formatManaCost, ManaCost, ManaSymbol, parseManaCost, variableValue } from '../cards/mana-cost';
import { GameState } from '../state/types';
import { AdditionalCost } from '../actions/action';
import { flashbackCost } from '../keywords/702.34-flashback';
import { replicateCost } from '../keywords/702.56-replicate';
import { kickerOf } from '../keywords/702.33-kicker';
import { buybackCost } from '../keywords/702.27-buyback';
import { entwineCost } from '../keywords/702.42-entwine';
import { spliceCost } from '../keywords/702.47-splice';
import { escalateCost } from '../keywords/702.120-escalate';
import { madnessCost } from '../keywords/702.35-madness';
import { alternativeCostOf, isFreeCastKeyword, isKeywordAlternativeCost } from '../keywords/alternative-costs';
import { affinityReductions } from '../keywords/702.41-affinity';
import { undauntedReductions } from '../keywords/702.125-undaunted';
import { colorsWithDevoid } from '../keywords/702.114-devoid';
import { abilitiesNow } from './613-layers';
import { definingEffects } from '../cards/grammar/characteristic-defining';
import { MORPH_CAST_COST } from '../keywords/702.37-morph';
import { writtenAlternativeMana } from './601-alternative-costs';
import { Message, msg } from '../trace/message';

/** What the caster announced (601.2b) that the total cost depends on. */
export interface CostChoices {
  /** 118.9: flashback (702.34a), madness (702.35b), or morph's {3} for a card cast face down (702.37c). */
  alternativeCost?: 'flashback' | 'madness' | 'morph' | 'card' | AlternativeCostKeyword;
  additionalCosts?: readonly AdditionalCost[];
  /** 702.47a: the cards spliced onto the spell: each one's splice cost is an additional cost. */
  spliced?: readonly CardDefinition[];
  /** The value announced for X (107.3a); 0 when the cost has none. */
  x: number;
  /** 702.120a: the number of modes chosen beyond the first, each paying the escalate cost. */
  modesBeyondFirst?: number;
  /** 702.119a: the emerge cost's reduction by the sacrificed creature's mana value. */
  emerged?: { n: number; why: Message };
  /** 702.8a, 601.2f: cast "as though it had flash" at a time only that allows, the additional cost the card names. */
  flashCost?: string;
}

/** Each step of the computation, with the rule that decides it, for the trace. */
export interface CostStep {
  rule: string;
  text: Message;
}

export interface TotalCost {
  /** The total cost, X included as generic mana: what 601.2g-h pay (with x = 0). */
  cost: ManaCost;
  steps: CostStep[];
}

const ADDITIONAL: Record<AdditionalCost, { rule: string; cost: (card: CardDefinition) => string | null }> = {
  kicker: { rule: '702.33a', cost: (card) => kickerOf(card)?.cost ?? null },
  kicker2: { rule: '702.33b', cost: (card) => kickerOf(card)?.cost2 ?? null },
  buyback: { rule: '702.27a', cost: buybackCost },
  entwine: { rule: '702.42a', cost: entwineCost },
  replicate: { rule: '702.56a', cost: replicateCost },
  // 702.78a: the conspire cost taps two creatures: no mana (not added below).
  conspire: { rule: '702.78a', cost: () => null },
};

/**
 * 601.2f: the total cost of a spell: its mana cost or alternative cost (601.2b), plus its
 * additional costs (118.8) and the cost increases, minus the cost reductions, which take off
 * generic mana only (118.7a) and never below {0}; then it is locked in. The one computation of
 * what a spell costs: casting pays it (601.2g-h), and legal actions try casts with it. Returns
 * null when the card's cost cannot be read.
 */
export function totalCost(state: GameState, player: string, card: CardDefinition, choices: CostChoices): TotalCost | null {
  const alternative =
    choices.alternativeCost === 'flashback'
      ? flashbackCost(card)
      : choices.alternativeCost === 'madness'
        ? madnessCost(card)
        : choices.alternativeCost === 'morph'
          ? MORPH_CAST_COST
          : choices.alternativeCost === 'card'
            ? writtenAlternativeMana(card)
            : // 702.62d, 702.88b, 702.85a: cast without paying its mana cost: nothing in its place.
              isFreeCastKeyword(choices.alternativeCost)
              ? '{0}'
              : choices.alternativeCost !== undefined
                ? alternativeCostOf(card, choices.alternativeCost)
                : null;
  const base = parseManaCost(alternative ?? card.manaCost);
  if (!base) return null;
  const steps: CostStep[] = [];
  // X becomes generic mana in the total cost (107.3a: its value is announced in 601.2b).
  let generic = 0;
  const rest: ManaSymbol[] = [];
  const add = (cost: ManaCost) => {
    for (const s of cost.symbols) {
      if (s.kind === 'generic') generic += s.amount;
      else if (s.kind === 'x') generic += variableValue(s, choices.x);
      else rest.push(s);
    }
  };
  add(base);
  steps.push({
    rule: '601.2f',
    text: msg('601-total-cost.text', {
      base:
        choices.alternativeCost === 'flashback' ||
        choices.alternativeCost === 'madness' ||
        isKeywordAlternativeCost(choices.alternativeCost)
          ? msg(`601-total-cost.${choices.alternativeCost}`, { cost: formatManaCost(base) })
          : choices.alternativeCost === 'morph'
            ? msg('601-total-cost.morph', { cost: formatManaCost(base) })
            : choices.alternativeCost === 'card'
              ? msg('601-total-cost.card', { cost: formatManaCost(base) || '{0}' })
              : msg('601-total-cost.manaCost', { cost: formatManaCost(base) || '{0}' }),
      withX: base.symbols.some((s) => s.kind === 'x') ? msg('601-total-cost.withX', { xValue: choices.x }) : '',
    }),
  });
  for (const extra of choices.additionalCosts ?? []) {
    if (extra === 'conspire') continue;
    const text = ADDITIONAL[extra].cost(card);
    const parsed = text ? parseManaCost(text) : null;
    if (!parsed) return null;
    add(parsed);
    steps.push({ rule: ADDITIONAL[extra].rule, text: msg('601-total-cost.text.2', { extra: extra, text: text }) });
  }
  for (const other of choices.spliced ?? []) {
    const text = spliceCost(other);
    const parsed = text ? parseManaCost(text) : null;
    if (!parsed) return null;
    add(parsed);
    steps.push({ rule: '702.47a', text: msg('601-total-cost.splice', { name: other.name, text }) });
  }
  if (choices.flashCost) {
    const parsed = parseManaCost(choices.flashCost);
    if (!parsed) return null;
    add(parsed);
    steps.push({ rule: '601.2f', text: msg('601-total-cost.asThoughFlash', { name: card.name, text: choices.flashCost }) });
  }
  // 702.120a: the escalate cost once for each mode chosen beyond the first.
  const escalate = choices.modesBeyondFirst ? escalateCost(card) : null;
  if (escalate && choices.modesBeyondFirst) {
    const parsed = parseManaCost(escalate);
    if (!parsed) return null;
    for (let i = 0; i < choices.modesBeyondFirst; i++) add(parsed);
    steps.push({ rule: '702.120a', text: msg('601-total-cost.escalate', { text: escalate, count: choices.modesBeyondFirst }) });
  }
  const changes = costChanges(state, player, card);
  for (const c of changes.filter((x) => x.amount > 0)) {
    generic += c.amount;
    steps.push({ rule: '601.2f', text: msg('601-total-cost.text.3', { amount: c.amount, source: c.source, text: c.text }) });
  }
  const reductions = [
    ...changes.filter((x) => x.amount < 0).map((c) => ({ n: -c.amount, why: `${c.source}: "${c.text}"`, rule: '601.2f' })),
    ...affinityReductions(state, player, card).map((a) => ({ n: a.n, why: `${a.text}` as string | Message, rule: '702.41a' })),
    ...undauntedReductions(state, player, card).map((u) => ({ ...u, rule: '702.125a' })),
    ...(choices.emerged ? [{ ...choices.emerged, rule: '702.119a' }] : []),
  ];
  for (const r of reductions) {
    if (r.n === 0) continue;
    // 118.7a: a reduction of generic mana takes off generic mana only; 601.2f: not below {0}.
    const taken = Math.min(r.n, generic);
    generic -= taken;
    steps.push({
      rule: r.rule,
      text: msg('601-total-cost.text.4', { nValue: r.n, why: r.why, pValue: taken < r.n ? msg('601-total-cost.onlyLeft', { taken }) : '' }),
    });
  }
  const symbols: ManaSymbol[] = generic > 0 ? [{ kind: 'generic', amount: generic }, ...rest] : rest;
  return { cost: { symbols }, steps };
}

/**
 * 601.2b: the casts with one optional additional cost, for legal actions: kicked once (702.33a),
 * with buyback (702.27a), entwined with all its modes (702.42a), replicated once (702.56a).
 */
export function additionalCostVariants(card: CardDefinition): { additionalCosts: AdditionalCost[]; modes?: number[] }[] {
  const out: { additionalCosts: AdditionalCost[]; modes?: number[] }[] = [];
  const abilities = compiled(card).abilities;
  if (!abilities.some((a) => a.kind === 'kicker' || a.kind === 'buyback' || a.kind === 'entwine' || a.kind === 'replicate')) return out;
  const kicker = kickerOf(card);
  if (kicker) out.push({ additionalCosts: ['kicker'] });
  // 702.33b: with two kicker costs, the second alone and both.
  if (kicker?.cost2 !== undefined) out.push({ additionalCosts: ['kicker2'] }, { additionalCosts: ['kicker', 'kicker2'] });
  if (buybackCost(card) !== null) out.push({ additionalCosts: ['buyback'] });
  if (replicateCost(card) !== null) out.push({ additionalCosts: ['replicate'] });
  const spell = abilities.find((a) => a.kind === 'spell');
  if (entwineCost(card) !== null && spell?.kind === 'spell' && spell.modal)
    out.push({ additionalCosts: ['entwine'], modes: spell.modal.modes.map((_, i) => i) });
  return out;
}

/** A cost change of a static ability in force (604, 611.3b): its amount (less is negative), source and text. */
interface CostChange {
  amount: number;
  source: string;
  text: string;
}

/** 601.2f: the cost increases and reductions of static abilities that apply to this spell. */
function costChanges(state: GameState, player: string, card: CardDefinition): CostChange[] {
  const out: CostChange[] = [];
  for (const o of state.battlefield) {
    // Cheap test first: most permanents have no cost-changing ability.
    if (
      !o.card ||
      o.phasedOut ||
      !compiled(o.card).abilities.some((a) => a.kind === 'static' && a.effects.some((e) => e.kind === 'costChange'))
    )
      continue;
    for (const a of abilitiesNow(state, o)) {
      if (a.kind !== 'static') continue;
      for (const e of a.effects)
        if (e.kind === 'costChange' && spellMatches(e.spells, o.controller, player, card))
          out.push({ amount: e.amount, source: `${o.card.name} (${o.id})`, text: a.text });
    }
  }
  return out;
}

function spellMatches(f: SpellFilter, sourceController: string, caster: string, card: CardDefinition): boolean {
  if (f.caster === 'you' && caster !== sourceController) return false;
  if (f.caster === 'opponents' && caster === sourceController) return false;
  if (f.types && !f.types.some((t) => card.types.includes(t))) return false;
  if (f.notTypes && f.notTypes.some((t) => card.types.includes(t))) return false;
  if (f.subtype && !card.subtypes.includes(f.subtype)) return false;
  const colors = f.colors;
  // 604.3: a characteristic-defining ability says what the spell's colors are (Ghostfire is colorless), on the stack too.
  const defined = definingEffects(compiled(card).abilities).find((e) => e.kind === 'defineColors');
  const now = defined?.kind === 'defineColors' ? defined.colors : colorsWithDevoid(card);
  if (colors && !now.some((c) => (colors as string[]).includes(c))) return false;
  return true;
}
