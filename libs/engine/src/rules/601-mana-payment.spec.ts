import { render } from '../trace/message';
import { parseManaCost } from '../cards/mana-cost';
import type { ManaCost } from '../cards/mana-cost';
import { emptyPool, parsePool } from '../cards/mana';
import type { ManaPool, ManaType } from '../cards/mana';
import { checkPayment, findPayment } from './601-mana-payment';
import type { ManaSource, PaymentPlan, PaymentResult } from './601-mana-payment';
import type { Answer } from '../adjudicate';
import { defineCard } from '../cards/card';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { cited, rulingsWith } from '../testing/test-catalog';
import { perm, SPELL_CARDS } from '../testing/spell-cards';
import * as damageAndTriggerBoards from '../testing/damage-and-trigger-boards';

const cost = (text: string): ManaCost => {
  const parsed = parseManaCost(text);
  if (!parsed) throw new Error(`not a mana cost: ${text}`);
  return parsed;
};
const pool = (text = ''): ManaPool => {
  const parsed = parsePool(text);
  if (!parsed) throw new Error(`not a pool: ${text}`);
  return parsed;
};
/** A source whose each option adds one mana of one of `types`. */
const land = (id: string, types: string, snow = false): ManaSource => ({
  id,
  options: [...types].map((t) => [t as ManaType]),
  ...(snow ? { snow } : {}),
});
const plains = (id: string) => land(id, 'W');
const island = (id: string) => land(id, 'U');
const swamp = (id: string) => land(id, 'B');
const mountain = (id: string) => land(id, 'R');
const forest = (id: string) => land(id, 'G');
const fiveColor = (id: string) => land(id, 'WUBRG');
const solRing: ManaSource = { id: 'sol-ring', options: [['C', 'C']] };

const planOf = (result: PaymentResult): PaymentPlan => {
  if (!result.ok) throw new Error(`${result.reason}: ${result.message}`);
  return result.plan;
};
const tapped = (result: PaymentResult): string[] => planOf(result).taps.map((t) => t.source);
const reasonOf = (result: PaymentResult): string => (result.ok ? 'OK' : result.reason);

describe('601.2g–h paying mana costs: automatic payment', () => {
  it('Lightning Bolt {R}: taps the Mountain', () => {
    expect(planOf(findPayment(cost('{R}'), 0, emptyPool(), [mountain('m1')]))).toEqual({
      fromPool: emptyPool(),
      taps: [{ source: 'm1', mana: ['R'] }],
      life: 0,
      leftover: emptyPool(),
    });
  });

  it('Grizzly Bears {1}{G} with one Forest: not enough mana', () => {
    const result = findPayment(cost('{1}{G}'), 0, emptyPool(), [forest('f1')]);
    expect(result).toMatchObject({ ok: false, reason: 'NOT_ENOUGH_MANA' });
    expect(result.ok || render(result.message)).toContain('2 mana');
  });

  it('Grizzly Bears {1}{G} with two Mountains: enough mana, wrong colors', () => {
    const result = findPayment(cost('{1}{G}'), 0, emptyPool(), [mountain('m1'), mountain('m2')]);
    expect(result).toMatchObject({ ok: false, reason: 'WRONG_COLORS' });
    expect(result.ok || render(result.message)).toContain('green');
  });

  it('Counterspell {U}{U}: taps the two Islands, not the Mountain', () => {
    expect(tapped(findPayment(cost('{U}{U}'), 0, emptyPool(), [island('i1'), mountain('m1'), island('i2')]))).toEqual(['i1', 'i2']);
    expect(reasonOf(findPayment(cost('{U}{U}'), 0, emptyPool(), [island('i1'), mountain('m1'), forest('f1')]))).toBe('WRONG_COLORS');
  });

  it('107.3a: Blaze {X}{R} with X=3 taps four Mountains; X=4 is too much for them', () => {
    const mountains = ['m1', 'm2', 'm3', 'm4'].map(mountain);
    expect(tapped(findPayment(cost('{X}{R}'), 3, emptyPool(), mountains))).toEqual(['m1', 'm2', 'm3', 'm4']);
    expect(reasonOf(findPayment(cost('{X}{R}'), 4, emptyPool(), mountains))).toBe('NOT_ENOUGH_MANA');
    expect(reasonOf(findPayment(cost('{X}{R}'), -1, emptyPool(), mountains))).toBe('INVALID_PAYMENT');
    expect(reasonOf(findPayment(cost('{X}{R}'), 1.5, emptyPool(), mountains))).toBe('INVALID_PAYMENT');
  });

  it('107.4e: a hybrid symbol is paid with either of its colors', () => {
    expect(planOf(findPayment(cost('{W/U}'), 0, emptyPool(), [mountain('m1'), island('i1')])).taps).toEqual([
      { source: 'i1', mana: ['U'] },
    ]);
    expect(tapped(findPayment(cost('{W/U}{W/U}'), 0, emptyPool(), [plains('p1'), island('i1')]))).toEqual(['p1', 'i1']);
    expect(reasonOf(findPayment(cost('{W/U}'), 0, emptyPool(), [mountain('m1'), forest('f1')]))).toBe('WRONG_COLORS');
  });

  it('107.4e: {2/W} is paid with two generic mana, or with one white mana when there is some', () => {
    expect(tapped(findPayment(cost('{2/W}'), 0, emptyPool(), [mountain('m1'), mountain('m2')]))).toEqual(['m1', 'm2']);
    expect(tapped(findPayment(cost('{2/W}'), 0, emptyPool(), [mountain('m1'), plains('p1'), mountain('m2')]))).toEqual(['p1']);
    // Spectral Procession with one Plains: W + 2 + 2.
    const lands = [plains('p1'), ...['m1', 'm2', 'm3', 'm4'].map(mountain)];
    expect(tapped(findPayment(cost('{2/W}{2/W}{2/W}'), 0, emptyPool(), lands))).toHaveLength(5);
    expect(reasonOf(findPayment(cost('{2/W}'), 0, emptyPool(), [mountain('m1')]))).toBe('WRONG_COLORS');
  });

  it('107.4c: {C} is paid only with colorless mana', () => {
    const wastes: ManaSource = { id: 'w1', options: [['C']] };
    expect(reasonOf(findPayment(cost('{C}'), 0, emptyPool(), [fiveColor('city')]))).toBe('WRONG_COLORS');
    expect(tapped(findPayment(cost('{1}{C}'), 0, emptyPool(), [mountain('m1'), wastes]))).toEqual(['m1', 'w1']);
    expect(tapped(findPayment(cost('{C/W}'), 0, emptyPool(), [mountain('m1'), wastes]))).toEqual(['w1']);
  });

  describe('107.4f Phyrexian mana', () => {
    it('is paid with 2 life when asked and no mana can pay it', () => {
      const plan = planOf(findPayment(cost('{U/P}'), 0, emptyPool(), [], { payLifeForPhyrexian: true, lifeAvailable: 20 }));
      expect(plan).toMatchObject({ taps: [], life: 2 });
    });

    it('is not paid with life unless asked', () => {
      expect(reasonOf(findPayment(cost('{U/P}'), 0, emptyPool(), []))).toBe('NOT_ENOUGH_MANA');
      expect(reasonOf(findPayment(cost('{U/P}'), 0, emptyPool(), [mountain('m1')]))).toBe('WRONG_COLORS');
    });

    it('is paid with mana whenever the sources can, life only for the rest', () => {
      const opts = { payLifeForPhyrexian: true };
      expect(planOf(findPayment(cost('{U/P}'), 0, emptyPool(), [island('i1')], opts))).toMatchObject({ taps: [{ source: 'i1' }], life: 0 });
      // Dismember with a Swamp and a Mountain: {B} from the Swamp, {1} from the Mountain, 2 life.
      const plan = planOf(findPayment(cost('{1}{B/P}{B/P}'), 0, emptyPool(), [swamp('s1'), mountain('m1')], opts));
      expect(plan.taps.map((t) => t.source)).toEqual(['s1', 'm1']);
      expect(plan.life).toBe(2);
    });

    it('119.4: life is paid only up to the life total', () => {
      const opts = { payLifeForPhyrexian: true, lifeAvailable: 3 };
      expect(planOf(findPayment(cost('{G/P}'), 0, emptyPool(), [], opts)).life).toBe(2);
      expect(reasonOf(findPayment(cost('{G/P}{G/P}'), 0, emptyPool(), [], opts))).toBe('NOT_ENOUGH_MANA');
      expect(reasonOf(findPayment(cost('{G/P}'), 0, emptyPool(), [], { payLifeForPhyrexian: true, lifeAvailable: 1 }))).toBe(
        'NOT_ENOUGH_MANA',
      );
    });

    it('hybrid Phyrexian takes either color or life', () => {
      expect(tapped(findPayment(cost('{G/W/P}'), 0, emptyPool(), [mountain('m1'), plains('p1')]))).toEqual(['p1']);
      expect(planOf(findPayment(cost('{G/W/P}'), 0, emptyPool(), [mountain('m1')], { payLifeForPhyrexian: true })).life).toBe(2);
    });
  });

  it('107.4h: {S} is paid only with mana from a snow source; pool mana counts as non-snow', () => {
    const snowForest = land('sf', 'G', true);
    const plan = planOf(findPayment(cost('{S}{G}'), 0, emptyPool(), [snowForest, forest('f1')]));
    expect(plan.taps.map((t) => t.source)).toEqual(['sf', 'f1']);
    expect(reasonOf(findPayment(cost('{S}'), 0, pool('{G}{G}'), [forest('f1')]))).toBe('WRONG_COLORS');
    const snowless = findPayment(cost('{S}'), 0, pool('{G}'), []);
    expect(snowless.ok || render(snowless.message)).toContain('snow');
  });

  it('106.4: mana already in the pool is spent first', () => {
    expect(planOf(findPayment(cost('{G}'), 0, pool('{G}'), [forest('f1')]))).toEqual({
      fromPool: pool('{G}'),
      taps: [],
      life: 0,
      leftover: emptyPool(),
    });
    const plan = planOf(findPayment(cost('{1}{G}'), 0, pool('{R}{U}'), [forest('f1'), forest('f2')]));
    expect(plan.taps.map((t) => t.source)).toEqual(['f1']);
    expect(poolTotal(plan.fromPool)).toBe(1);
  });

  it('keeps a five-color source untapped when a basic land does the job', () => {
    expect(tapped(findPayment(cost('{G}'), 0, emptyPool(), [fiveColor('city'), forest('f1')]))).toEqual(['f1']);
    expect(
      tapped(findPayment(cost('{1}{G}'), 0, emptyPool(), [fiveColor('city'), mountain('m1'), forest('f1'), fiveColor('city2')])),
    ).toEqual(['m1', 'f1']);
    expect(planOf(findPayment(cost('{1}{G}'), 0, emptyPool(), [fiveColor('city'), mountain('m1')])).taps).toEqual([
      { source: 'city', mana: ['G'] },
      { source: 'm1', mana: ['R'] },
    ]);
  });

  it('chooses the options of several flexible sources so that they fit together', () => {
    const a: ManaSource = { id: 'a', options: [['W'], ['U']] };
    const b: ManaSource = { id: 'b', options: [['W'], ['B']] };
    expect(planOf(findPayment(cost('{W}{U}'), 0, emptyPool(), [a, b])).taps).toEqual([
      { source: 'a', mana: ['U'] },
      { source: 'b', mana: ['W'] },
    ]);
  });

  it('taps as few sources as possible, and reports the unspent mana they add as leftover (106.4)', () => {
    expect(planOf(findPayment(cost('{1}'), 0, emptyPool(), [solRing]))).toEqual({
      fromPool: emptyPool(),
      taps: [{ source: 'sol-ring', mana: ['C', 'C'] }],
      life: 0,
      leftover: pool('{C}'),
    });
    expect(tapped(findPayment(cost('{2}'), 0, emptyPool(), [mountain('m1'), mountain('m2'), solRing]))).toEqual(['sol-ring']);
    expect(tapped(findPayment(cost('{3}{G}'), 0, emptyPool(), [mountain('m1'), forest('f1'), mountain('m2'), solRing]))).toEqual([
      'm1',
      'f1',
      'sol-ring',
    ]);
    // As many taps either way: the Mountain wastes nothing.
    expect(planOf(findPayment(cost('{1}'), 0, emptyPool(), [solRing, mountain('m1')]))).toMatchObject({
      taps: [{ source: 'm1' }],
      leftover: emptyPool(),
    });
    // Azorius Chancery adds {W}{U} at once.
    const chancery: ManaSource = { id: 'chancery', options: [['W', 'U']] };
    expect(tapped(findPayment(cost('{W}{U}'), 0, emptyPool(), [plains('p1'), island('i1'), chancery]))).toEqual(['chancery']);
  });

  it('{0} and an empty cost need nothing', () => {
    expect(planOf(findPayment(cost('{0}'), 0, pool('{R}'), [mountain('m1')]))).toEqual({
      fromPool: emptyPool(),
      taps: [],
      life: 0,
      leftover: emptyPool(),
    });
    expect(planOf(findPayment(cost(''), 0, emptyPool(), [])).taps).toEqual([]);
  });

  it('is deterministic', () => {
    const sources = [fiveColor('c1'), land('d1', 'WU'), land('d2', 'UB'), mountain('m1'), solRing, fiveColor('c2')];
    const first = findPayment(cost('{2}{W}{U}{B/P}'), 0, pool('{U}'), sources, { payLifeForPhyrexian: true });
    for (let i = 0; i < 5; i++)
      expect(findPayment(cost('{2}{W}{U}{B/P}'), 0, pool('{U}'), sources, { payLifeForPhyrexian: true })).toEqual(first);
    expect(first.ok).toBe(true);
  });

  it('rejects malformed sources', () => {
    expect(reasonOf(findPayment(cost('{R}'), 0, emptyPool(), [mountain('m1'), mountain('m1')]))).toBe('INVALID_PAYMENT');
    expect(reasonOf(findPayment(cost('{R}'), 0, emptyPool(), [{ id: 'm1', options: [['Q' as ManaType]] }]))).toBe('INVALID_PAYMENT');
  });

  describe('bounded search', () => {
    const twoOfAColor = (id: string): ManaSource => ({
      id,
      options: [
        ['W', 'W'],
        ['U', 'U'],
        ['B', 'B'],
        ['R', 'R'],
        ['G', 'G'],
      ],
    });
    const many = Array.from({ length: 40 }, (_, i) => twoOfAColor(`s${i}`));
    // 80 mana could come from 40 sources, but 17 W, 17 U, 17 B and 17 R take 9 sources each.
    const impossible = cost('{W}'.repeat(17) + '{U}'.repeat(17) + '{B}'.repeat(17) + '{R}'.repeat(17) + '{G}'.repeat(12));

    it('40 sources with 5 options each and an impossible mix: a verdict or TOO_COMPLEX, never a hang', () => {
      expect(['WRONG_COLORS', 'TOO_COMPLEX']).toContain(reasonOf(findPayment(impossible, 0, emptyPool(), many)));
    });

    it('gives up with TOO_COMPLEX past maxSteps', () => {
      expect(reasonOf(findPayment(impossible, 0, emptyPool(), many, { maxSteps: 50 }))).toBe('TOO_COMPLEX');
      expect(reasonOf(checkPayment(impossible, 0, emptyPool(), many, { tap: many.map((s) => s.id) }, { maxSteps: 50 }))).toBe(
        'TOO_COMPLEX',
      );
    });

    it('still finds a payment among many flexible sources when there is one', () => {
      const possible = cost('{W}'.repeat(16) + '{U}'.repeat(16) + '{B}'.repeat(16) + '{R}'.repeat(16) + '{G}'.repeat(16));
      const plan = planOf(findPayment(possible, 0, emptyPool(), many));
      expect(plan.taps).toHaveLength(40);
      expect(plan.leftover).toEqual(emptyPool());
    });

    it('many five-color sources and a cost needing colorless mana: wrong colors at once', () => {
      const cities = Array.from({ length: 40 }, (_, i) => fiveColor(`c${i}`));
      expect(reasonOf(findPayment(cost('{C}{C}'), 0, emptyPool(), cities))).toBe('WRONG_COLORS');
    });
  });
});

describe("601.2h paying mana costs: checking the player's payment", () => {
  const lands = [forest('f1'), mountain('m1'), island('i1'), island('i2'), fiveColor('city')];

  it('accepts exactly the right taps', () => {
    expect(planOf(checkPayment(cost('{1}{G}'), 0, emptyPool(), lands, { tap: ['m1', 'f1'] }))).toEqual({
      fromPool: emptyPool(),
      taps: [
        { source: 'm1', mana: ['R'] },
        { source: 'f1', mana: ['G'] },
      ],
      life: 0,
      leftover: emptyPool(),
    });
  });

  it('rejects a payment that is short, or of the wrong colors', () => {
    expect(reasonOf(checkPayment(cost('{1}{G}'), 0, emptyPool(), lands, { tap: ['f1'] }))).toBe('NOT_ENOUGH_MANA');
    const wrong = checkPayment(cost('{U}{U}'), 0, emptyPool(), lands, { tap: ['i1', 'm1'] });
    expect(wrong).toMatchObject({ ok: false, reason: 'WRONG_COLORS' });
    expect(wrong.ok || render(wrong.message)).toContain('blue');
  });

  it('rejects an unknown source, naming it, and a source tapped twice', () => {
    const unknown = checkPayment(cost('{G}'), 0, emptyPool(), lands, { tap: ['f1', 'f9'] });
    expect(unknown).toMatchObject({ ok: false, reason: 'INVALID_PAYMENT' });
    expect(unknown.ok || render(unknown.message)).toContain('f9');
    expect(reasonOf(checkPayment(cost('{1}{G}'), 0, emptyPool(), lands, { tap: ['f1', 'f1'] }))).toBe('INVALID_PAYMENT');
  });

  it('106.4: an extra source is legal; its mana is left over', () => {
    expect(planOf(checkPayment(cost('{G}'), 0, emptyPool(), lands, { tap: ['f1', 'm1'] })).leftover).toEqual(pool('{R}'));
  });

  it('chooses the options of a multi-option source so that the payment works', () => {
    expect(planOf(checkPayment(cost('{U}{R}'), 0, emptyPool(), lands, { tap: ['city', 'm1'] })).taps).toEqual([
      { source: 'city', mana: ['U'] },
      { source: 'm1', mana: ['R'] },
    ]);
    expect(reasonOf(checkPayment(cost('{U}{U}{R}'), 0, emptyPool(), lands, { tap: ['city', 'm1', 'f1'] }))).toBe('WRONG_COLORS');
  });

  it('spends exactly the given pool mana, and only mana the pool holds', () => {
    const plan = planOf(checkPayment(cost('{1}{G}'), 0, pool('{G}{R}'), lands, { tap: ['m1'], pool: pool('{G}') }));
    expect(plan).toMatchObject({ fromPool: pool('{G}'), taps: [{ source: 'm1', mana: ['R'] }], leftover: emptyPool() });
    expect(reasonOf(checkPayment(cost('{1}{G}'), 0, pool('{R}'), lands, { tap: ['f1'] }))).toBe('NOT_ENOUGH_MANA');
    expect(reasonOf(checkPayment(cost('{1}{G}'), 0, pool('{R}'), lands, { tap: ['f1'], pool: pool('{G}') }))).toBe('INVALID_PAYMENT');
    expect(reasonOf(checkPayment(cost('{G}'), 0, pool('{R}'), lands, { tap: ['f1'], pool: pool('{R}') }))).toBe('INVALID_PAYMENT');
  });

  it('107.4f: Phyrexian symbols the given mana does not cover are paid with life, within the life total', () => {
    expect(planOf(checkPayment(cost('{1}{U/P}'), 0, emptyPool(), lands, { tap: ['m1'] })).life).toBe(2);
    expect(planOf(checkPayment(cost('{1}{U/P}'), 0, emptyPool(), lands, { tap: ['m1', 'i1'] })).life).toBe(0);
    expect(reasonOf(checkPayment(cost('{1}{U/P}'), 0, emptyPool(), lands, { tap: ['m1'] }, { lifeAvailable: 1 }))).toBe('NOT_ENOUGH_MANA');
    // 601.2b: the player may choose life even with an Island tapped; its mana is then left over.
    const chosen = planOf(checkPayment(cost('{1}{U/P}'), 0, emptyPool(), lands, { tap: ['m1', 'i1'], life: 2 }));
    expect(chosen).toMatchObject({ life: 2, leftover: pool('{U}') });
    expect(reasonOf(checkPayment(cost('{1}{U/P}'), 0, emptyPool(), lands, { tap: ['m1'], life: 4 }))).toBe('INVALID_PAYMENT');
  });

  it('107.4h: {S} needs a tapped snow source', () => {
    const snowy = [...lands, land('sf', 'G', true)];
    expect(reasonOf(checkPayment(cost('{S}'), 0, emptyPool(), snowy, { tap: ['f1'] }))).toBe('WRONG_COLORS');
    expect(planOf(checkPayment(cost('{S}{G}'), 0, emptyPool(), snowy, { tap: ['f1', 'sf'] })).leftover).toEqual(emptyPool());
  });
});

function poolTotal(p: ManaPool): number {
  return p.W + p.U + p.B + p.R + p.G + p.C;
}

/** Real cards for the scenarios below: the spell catalog plus Searing Spear ({1}{R}) and Vastwood Gorger ({5}{G}). */
const SEARING_SPEAR = defineCard({
  name: 'Searing Spear',
  manaCost: '{1}{R}',
  colors: ['R'],
  types: ['Instant'],
  text: 'Searing Spear deals 3 damage to any target.',
});
const VASTWOOD_GORGER = defineCard({
  name: 'Vastwood Gorger',
  manaCost: '{5}{G}',
  colors: ['G'],
  types: ['Creature'],
  subtypes: ['Wurm'],
  power: '5',
  toughness: '6',
});
const ruling = rulingsWith(new InMemoryCatalog([...SPELL_CARDS, SEARING_SPEAR, VASTWOOD_GORGER]));
const tappedOnBoard = (a: Answer): string[] => a.state.battlefield.filter((o) => o.tapped).map((o) => o.id);
const mainPhase = (battlefield: Record<string, unknown>[], hand: Record<string, unknown>[]) => ({
  players: [
    { id: 'alice', library: { count: 30 }, hand },
    { id: 'bob', library: { count: 30 } },
  ],
  battlefield,
  turn: { number: 3, active: 'alice', step: 'first-main', priority: 'alice' },
});

describe('601.2g, 605.3a: automatic payment keeps the most options open (CONTRACT §2)', () => {
  it('a land is tapped before a creature or another permanent making the same mana', () => {
    const elves: ManaSource = { id: 'elves', options: [['G']], permanent: 'creature' };
    const talisman: ManaSource = { id: 'talisman', options: [['G']], permanent: 'other' };
    expect(tapped(findPayment(cost('{G}'), 0, emptyPool(), [elves, talisman, { ...forest('f1'), permanent: 'land' }]))).toEqual(['f1']);
    expect(tapped(findPayment(cost('{1}'), 0, emptyPool(), [elves, talisman]))).toEqual(['talisman']);
    expect(tapped(findPayment(cost('{1}{R}'), 0, emptyPool(), [elves, mountain('m1'), mountain('m2')]))).toEqual(['m1', 'm2']);
  });

  it('generic mana comes from the type with the most to spare, and not from what the rest of the request needs', () => {
    const field = [...['f1', 'f2', 'f3', 'f4', 'f5', 'f6'].map(forest), mountain('m1')];
    // {5}{G} from six Forests and a Mountain: five Forests are left for it after its {G}, the Mountain only one.
    expect(tapped(findPayment(cost('{5}{G}'), 0, emptyPool(), field))).toEqual(['f1', 'f2', 'f3', 'f4', 'f5', 'f6']);
    // {4}{G} leaves a Forest and the Mountain: green and red both stay available.
    expect(tapped(findPayment(cost('{4}{G}'), 0, emptyPool(), field))).toEqual(['f1', 'f2', 'f3', 'f4', 'f5']);
    // {1}{G} with a Forest, a Mountain and an Island, when the rest of the request needs {R}: the Island pays the {1}.
    expect(tapped(findPayment(cost('{1}{G}'), 0, emptyPool(), [mountain('m1'), island('i1'), forest('f1')], { reserve: ['R'] }))).toEqual([
      'i1',
      'f1',
    ]);
    expect(tapped(findPayment(cost('{1}{G}'), 0, emptyPool(), [mountain('m1'), island('i1'), forest('f1')], { reserve: ['U'] }))).toEqual([
      'm1',
      'f1',
    ]);
  });

  it('601.2h: with Llanowar Elves and two Mountains, Searing Spear {1}{R} taps the two Mountains; the Elves stay untapped', () => {
    const state = mainPhase(
      [perm('e1', 'Llanowar Elves', 'alice'), perm('m1', 'Mountain', 'alice'), perm('m2', 'Mountain', 'alice')],
      [{ id: 'spear', card: 'Searing Spear' }],
    );
    const a = ruling({ state, action: { type: 'cast', player: 'alice', card: 'spear', targets: ['bob'] } });
    expect(a.legal).toBe(true);
    expect(tappedOnBoard(a)).toEqual(['m1', 'm2']);
    expect(a.trace.filter((t) => t.rule === '605.3b').map((t) => t.objects)).toEqual([['m1'], ['m2']]);
    expect(cited(a)).toEqual(expect.arrayContaining(['601.2f', '605.3b', '601.2h', '601.2i']));
    expect(a.trace.find((t) => t.rule === '601.2h')?.text).toBe('alice pays (automatic payment) with tapping m1, m2');
  });

  it('601.2h: with six Forests and a Mountain, Vastwood Gorger {5}{G} then Lightning Bolt in one action list: the Gorger taps the Forests, the Bolt the Mountain', () => {
    const forests = ['f1', 'f2', 'f3', 'f4', 'f5', 'f6'].map((id) => perm(id, 'Forest', 'alice'));
    // The Mountain first on the board: the board's order does not decide.
    const state = mainPhase(
      [perm('m1', 'Mountain', 'alice'), ...forests],
      [
        { id: 'wurm', card: 'Vastwood Gorger' },
        { id: 'bolt', card: 'Lightning Bolt' },
      ],
    );
    const a = ruling({
      state,
      actions: [
        { type: 'cast', player: 'alice', card: 'wurm' },
        { type: 'cast', player: 'alice', card: 'bolt', targets: ['bob'] },
      ],
    });
    expect(a.legal).toBe(true);
    expect(a.state.stack.map((s) => s.id)).toEqual(['wurm', 'bolt']);
    expect(tappedOnBoard(a)).toEqual(['m1', 'f1', 'f2', 'f3', 'f4', 'f5', 'f6']);
    const pays = a.trace.filter((t) => t.rule === '601.2h').map((t) => t.text);
    expect(pays).toEqual([
      'alice pays (automatic payment) with tapping f1, f2, f3, f4, f5, f6',
      'alice pays (automatic payment) with tapping m1',
    ]);
    // The Gorger alone leaves the Mountain too (five Forests to spare after its {G}, one Mountain).
    const alone = ruling({ state, action: { type: 'cast', player: 'alice', card: 'wurm' } });
    expect(tappedOnBoard(alone)).toEqual(['f1', 'f2', 'f3', 'f4', 'f5', 'f6']);
  });

  it('the rest of the list decides between lands of equal standing: Searing Spear with two Mountains and a Forest, then Giant Growth', () => {
    const state = mainPhase(
      [
        perm('f1', 'Forest', 'alice'),
        perm('m1', 'Mountain', 'alice'),
        perm('m2', 'Mountain', 'alice'),
        perm('b1', 'Grizzly Bears', 'alice'),
      ],
      [
        { id: 'spear', card: 'Searing Spear' },
        { id: 'gg', card: 'Giant Growth' },
      ],
    );
    const a = ruling({
      state,
      actions: [
        { type: 'cast', player: 'alice', card: 'spear', targets: ['bob'] },
        { type: 'cast', player: 'alice', card: 'gg', targets: ['b1'] },
      ],
    });
    expect(a.legal).toBe(true);
    expect(a.trace.filter((t) => t.rule === '601.2h').map((t) => t.text)).toEqual([
      'alice pays (automatic payment) with tapping m1, m2',
      'alice pays (automatic payment) with tapping f1',
    ]);
  });

  it('a forced choice still pays: Grizzly Bears {1}{G} with Llanowar Elves and two Mountains taps the Elves for {G}', () => {
    const state = mainPhase(
      [perm('e1', 'Llanowar Elves', 'alice'), perm('m1', 'Mountain', 'alice'), perm('m2', 'Mountain', 'alice')],
      [{ id: 'bears', card: 'Grizzly Bears' }],
    );
    const a = ruling({ state, action: { type: 'cast', player: 'alice', card: 'bears' } });
    expect(a.legal).toBe(true);
    expect(tappedOnBoard(a)).toEqual(['e1', 'm1']);
    expect(a.trace.filter((t) => t.rule === '605.3b').map((t) => t.text)).toEqual([
      'alice taps Llanowar Elves (e1) for {G}',
      'alice taps Mountain (m1) for {R}',
    ]);
  });

  it('601.2h: `payment` still chooses exactly: Searing Spear paid with the Elves and a Mountain', () => {
    const state = mainPhase(
      [perm('e1', 'Llanowar Elves', 'alice'), perm('m1', 'Mountain', 'alice'), perm('m2', 'Mountain', 'alice')],
      [{ id: 'spear', card: 'Searing Spear' }],
    );
    const a = ruling({ state, action: { type: 'cast', player: 'alice', card: 'spear', targets: ['bob'], payment: { tap: ['e1', 'm2'] } } });
    expect(a.legal).toBe(true);
    expect(tappedOnBoard(a)).toEqual(['e1', 'm2']);
    expect(a.trace.find((t) => t.rule === '601.2h')?.text).toBe('alice pays with tapping e1, m2');
  });
});

describe('107.4f: Phyrexian mana', () => {
  const { answer, board, passes } = damageAndTriggerBoards;

  it('107.4f: with no mana, Phyrexian mana is paid with 2 life automatically', () => {
    const a = answer({
      state: board({}, { hand: [{ id: 'g1', card: 'Gut Shot' }] }),
      actions: [{ type: 'cast', player: 'alice', card: 'g1', targets: ['bob'] }, ...passes(2)],
    });
    expect(a.legal).toBe(true);
    expect(a.state.players.map((p) => p.life)).toEqual([18, 19]);
  });
});
