import { Ability, Effect, Selector } from '../cards/ability';
import { CardDefinition } from '../cards/card';
import { compiled } from '../cards/compiled';
import { KeywordPhrase } from '../cards/keyword-table';
import { parseManaCost } from '../cards/mana-cost';
import { alternativeCostAbility } from './alternative-costs';

type SpellAbility = Extract<Ability, { kind: 'spell' }>;

/** 702.113a: "target land you control", the awaken ability's target. */
const LAND_YOU_CONTROL: Selector = {
  count: { kind: 'target', min: 1, max: 1 },
  options: [
    {
      kind: 'object',
      zone: 'battlefield',
      filters: [
        { kind: 'type', anyOf: ['Land'] },
        { kind: 'controller', is: 'you' },
      ],
    },
  ],
  text: 'target land you control',
};

/**
 * 702.113a: "Awaken N—[cost]" on an instant or sorcery is two abilities, written in the language: an
 * alternative cost (118.9; a cast action with `alternativeCost: "awaken"`, 601.2b, 601.2f-h), and
 * the spell ability "If this spell's awaken cost was paid, put N +1/+1 counters on target land you
 * control. That land becomes a 0/0 Elemental creature with haste. It's still a land." (205.1b; for
 * as long as it is on the battlefield, 611.2c), carried on the alternative cost as what it adds to
 * the spell (awakenedSpell). Only mana costs without X.
 */
export const AWAKEN: KeywordPhrase = {
  rule: '702.113a',
  abilities(item) {
    const m = /^awaken (\d+)—((?:\{(?:\d+|[wubrgc]|[wubrg]\/[wubrgp])\})+)$/.exec(item);
    if (!m) return null;
    const cost = m[2].toUpperCase();
    if (!parseManaCost(cost)) return null;
    const n = Number(m[1]);
    const effects: Effect[] = [
      { kind: 'counters', counter: '+1/+1', n, objects: { kind: 'target' }, target: 0 },
      { kind: 'targetBecomesCreature', power: 0, toughness: 0, subtypes: ['Elemental'], keywords: ['haste'], permanent: true, target: 0 },
    ];
    return [{ ...alternativeCostAbility('awaken', cost), text: `Awaken ${n}—${cost}`, adds: { targets: [LAND_YOU_CONTROL], effects } }];
  },
  // 702.113a: on an instant or sorcery whose own spell ability is not modal (the added target follows its targets).
  verify(card, compile) {
    if (!card.types.includes('Instant') && !card.types.includes('Sorcery')) return false;
    const spell = compile({ ...card, text: card.text.replace(/^Awaken .*$/m, '') }).abilities.find((a) => a.kind === 'spell');
    return spell?.kind === 'spell' && !spell.modal;
  },
};

/**
 * 702.113a-b: the spell ability of a spell cast for its awaken cost: its own, then the awaken
 * ability's, whose target is chosen only then (702.113b), after the spell's own targets.
 */
export function awakenedSpell(card: CardDefinition, spell: SpellAbility): SpellAbility {
  const a = compiled(card).abilities.find((x) => x.kind === 'alternativeCost' && x.keyword === 'awaken');
  if (!a || a.kind !== 'alternativeCost' || !a.adds || spell.modal) return spell;
  const offset = spell.targets.length;
  return {
    ...spell,
    targets: [...spell.targets, ...a.adds.targets],
    effects: [...spell.effects, ...a.adds.effects.map((e) => ('target' in e ? { ...e, target: e.target + offset } : e))],
  };
}
