import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { board, rulingsWith } from '../testing/test-catalog';
import { onField } from '../testing/actions';
import { perm } from '../testing/spell-cards';

/**
 * 611.3a, 604.2: a static ability with "as long as [condition]" (cards/grammar/condition.ts, read by
 * select/condition.ts) applies while its condition is true, checked at every moment; real cards
 * of the bundled catalog, the condition true and false on the same board.
 */
const NAMES = ['Werebear', 'Mystic Enforcer', 'Carapace Forger', 'Ornithopter', 'Forest', 'Grizzly Bears', 'Rabid Wombat', 'Pacifism'];
const catalog = new InMemoryCatalog(NAMES.map(bundledCard));
const answer = rulingsWith(catalog);
const forests = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `g${i}`, card: 'Forest' }));
const pt = (a: ReturnType<typeof answer>, id: string) => {
  const c = onField(a, id)?.characteristics;
  return c ? [c.power, c.toughness] : undefined;
};

describe('611.3a: "as long as" conditions of static abilities', () => {
  it.each(['Werebear', 'Mystic Enforcer', 'Carapace Forger'])('%s is understood in full', (name) => {
    expect(compileCard(bundledCard(name)).support).toBe('full');
  });

  it("Werebear, threshold: 1/1 with six cards in its controller's graveyard, 4/4 with seven", () => {
    const six = answer({ state: board({ battlefield: [perm('w', 'Werebear', 'alice')] }, { graveyard: forests(6) }), actions: [] });
    expect(pt(six, 'w')).toEqual([1, 1]);
    const seven = answer({ state: board({ battlefield: [perm('w', 'Werebear', 'alice')] }, { graveyard: forests(7) }), actions: [] });
    expect(pt(seven, 'w')).toEqual([4, 4]);
  });

  it('Werebear: the opponent\'s graveyard does not count ("your graveyard")', () => {
    const a = answer({ state: board({ battlefield: [perm('w', 'Werebear', 'alice')] }, {}, { graveyard: forests(9) }), actions: [] });
    expect(pt(a, 'w')).toEqual([1, 1]);
  });

  it('Mystic Enforcer: +3/+3 and flying only with threshold', () => {
    const off = answer({ state: board({ battlefield: [perm('m', 'Mystic Enforcer', 'alice')] }, { graveyard: forests(3) }), actions: [] });
    expect(pt(off, 'm')).toEqual([3, 3]);
    expect(onField(off, 'm')?.characteristics?.abilities).not.toContain('Flying');
    const on = answer({ state: board({ battlefield: [perm('m', 'Mystic Enforcer', 'alice')] }, { graveyard: forests(7) }), actions: [] });
    expect(pt(on, 'm')).toEqual([6, 6]);
    expect(onField(on, 'm')?.characteristics?.abilities).toContain('Flying');
  });

  it("Carapace Forger (not an artifact), metalcraft: 2/2 with two artifacts and an opponent's third, 4/4 with three", () => {
    const two = answer({
      state: board({
        battlefield: [
          perm('c', 'Carapace Forger', 'alice'),
          perm('o1', 'Ornithopter', 'alice'),
          perm('o2', 'Ornithopter', 'alice'),
          perm('o3', 'Ornithopter', 'bob'),
        ],
      }),
      actions: [],
    });
    expect(pt(two, 'c')).toEqual([2, 2]);
    const three = answer({
      state: board({
        battlefield: [
          perm('c', 'Carapace Forger', 'alice'),
          perm('o1', 'Ornithopter', 'alice'),
          perm('o2', 'Ornithopter', 'alice'),
          perm('o3', 'Ornithopter', 'alice'),
        ],
      }),
      actions: [],
    });
    expect(pt(three, 'c')).toEqual([4, 4]);
  });
});

describe('613.4c: "for each" in a static ability, counted as the effect applies', () => {
  const aura = (id: string, on: string, controller = 'alice') => ({ ...perm(id, 'Pacifism', controller), attachedTo: on });
  it('Rabid Wombat: 0/1, +2/+2 for each Aura attached to it, whoever controls the Aura; an Aura on another creature does not count', () => {
    const none = answer({
      state: board({ battlefield: [perm('w', 'Rabid Wombat', 'alice'), perm('b', 'Grizzly Bears', 'alice')] }),
      actions: [],
    });
    expect(pt(none, 'w')).toEqual([0, 1]);
    const two = answer({
      state: board({
        battlefield: [
          perm('w', 'Rabid Wombat', 'alice'),
          perm('b', 'Grizzly Bears', 'alice'),
          aura('p1', 'w', 'bob'),
          aura('p2', 'w'),
          aura('p3', 'b'),
        ],
      }),
      actions: [],
    });
    expect(pt(two, 'w')).toEqual([4, 5]);
    expect(pt(two, 'b')).toEqual([2, 2]);
  });
});
