import { adjudicate, Answer } from '../adjudicate';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { legalActionsFor } from '../legal-actions';
import { bundledCard } from '../testing/bundled-catalog';
import { cited, rulingsWith } from '../testing/test-catalog';
import { attack, combatBoard, firstCite, onField, perm, TO_ATTACKERS } from '../testing/combat-cards';

/** 508.1h-j: "Creatures can't attack you unless their controller pays ...", on real cards of the bundled catalog. */
const NAMES = ['Propaganda', 'Ghostly Prison', 'Windborn Muse', "Norn's Annex", 'Sphere of Safety', 'Collective Restraint'];
const catalog = new InMemoryCatalog(
  [...NAMES, 'Grizzly Bears', 'Juggernaut', 'Jace Beleren', 'Forest', 'Plains', 'Island', 'Swamp'].map(bundledCard),
);
const answer = rulingsWith(catalog);
const forests = (n: number) => Array.from({ length: n }, (_, i) => perm(`f${i + 1}`, 'Forest', 'alice'));
const bears = [perm('b1', 'Grizzly Bears', 'alice'), perm('b2', 'Grizzly Bears', 'alice')];
const tapped = (a: Answer) =>
  a.state.battlefield
    .filter((o) => o.tapped)
    .map((o) => o.id)
    .sort();
const declare = (state: Record<string, unknown>, declaration: Record<string, unknown>) =>
  answer({ state, actions: [...TO_ATTACKERS, declaration] });

/** An illegal declaration is reversed whole (733.1): nothing tapped, nobody attacking, still alice's declaration to make. */
function expectReversed(a: Answer): void {
  expect(a.legal).toBe(false);
  expect(a.violations).toEqual([expect.objectContaining({ code: 'ATTACK_COST_NOT_PAID', rule: '508.1h' })]);
  expect(cited(a)).toContain('508.1h');
  expect(tapped(a)).toEqual([]);
  expect(a.state.combat?.attackers).toEqual([]);
  expect(a.decision).toMatchObject({ player: 'alice', kind: 'declareAttackers' });
}

describe('508.1h: the attack cost lines are read', () => {
  it('each card is understood in full', () => {
    for (const name of NAMES) {
      const c = compileCard(bundledCard(name));
      expect([name, c.support, c.unsupported]).toEqual([name, 'full', []]);
    }
    expect(compileCard(bundledCard('Propaganda')).abilities).toEqual([
      expect.objectContaining({ kind: 'static', effects: [{ kind: 'attackCost', cost: '{2}', planeswalkers: false }] }),
    ]);
    expect(compileCard(bundledCard("Norn's Annex")).abilities).toContainEqual(
      expect.objectContaining({ effects: [{ kind: 'attackCost', cost: '{W/P}', planeswalkers: true }] }),
    );
  });

  it('near variants stay refused: only some creatures taxed, one creature taxed, a tax for a turn', () => {
    const grass = compileCard(bundledCard('Elephant Grass'));
    expect(grass.unsupported).toContain(
      "Nonblack creatures can't attack you unless their controller pays {2} for each creature they control that's attacking you.",
    );
    expect(compileCard(bundledCard('Brainwash')).support).not.toBe('full');
    expect(compileCard(bundledCard('War Tax')).support).not.toBe('full');
  });
});

describe('508.1h-j: the total cost to attack is determined and paid as attackers are declared', () => {
  const propaganda = (lands: number, more: Record<string, unknown>[] = []) =>
    combatBoard([...bears, ...forests(lands), perm('p', 'Propaganda', 'bob'), ...more]);

  it('Propaganda, two Bears attacking bob: {4} paid with four Forests, automatically; both attack', () => {
    const a = declare(propaganda(4), attack('b1', 'b2'));
    expect(a.violations).toEqual([]);
    expect(a.state.combat?.attackers.map((x) => x.id)).toEqual(['b1', 'b2']);
    expect(tapped(a)).toEqual(['b1', 'b2', 'f1', 'f2', 'f3', 'f4']);
    // 508.1f: they tap first; 508.1h: the total is locked in; 508.1k: then they are attacking.
    expect(firstCite(a, '508.1f')).toBeLessThan(firstCite(a, '508.1h'));
    expect(firstCite(a, '508.1h')).toBeLessThan(firstCite(a, '508.1k'));
    expect(a.trace.find((t) => t.rule === '508.1h')?.text).toContain('{4}');
  });

  it('with three Forests only, the declaration of both is illegal (508.1h) and reversed; one of them may attack', () => {
    expectReversed(declare(propaganda(3), attack('b1', 'b2')));
    const one = declare(propaganda(3), attack('b1'));
    expect(one.violations).toEqual([]);
    expect(tapped(one)).toHaveLength(3);
  });

  it('declaring no attackers costs nothing', () => {
    const a = declare(propaganda(0), attack());
    expect(a.violations).toEqual([]);
    expect(cited(a)).not.toContain('508.1h');
  });

  it('the payment given is the payment made: the Forests named, not others; too little is refused', () => {
    const a = declare(propaganda(4), { ...attack('b1'), payment: { tap: ['f3', 'f4'] } });
    expect(a.violations).toEqual([]);
    expect(tapped(a)).toEqual(['b1', 'f3', 'f4']);
    expectReversed(declare(propaganda(4), { ...attack('b1'), payment: { tap: ['f3'] } }));
  });

  it('a payment naming what is not on the board, or a field of a cast only, is refused before any ruling', () => {
    const unknown = adjudicate(
      { state: propaganda(2), actions: [...TO_ATTACKERS, { ...attack('b1'), payment: { tap: ['zz'] } }] },
      catalog,
    );
    expect(unknown).toMatchObject({
      kind: 'invalid',
      errors: [expect.objectContaining({ code: 'UNKNOWN_OBJECT', path: 'actions[2].payment.tap[0]' })],
    });
    const convoke = adjudicate(
      { state: propaganda(2), actions: [...TO_ATTACKERS, { ...attack('b1'), payment: { convoke: ['b2'] } }] },
      catalog,
    );
    expect(convoke).toMatchObject({
      kind: 'invalid',
      errors: [expect.objectContaining({ code: 'INVALID_FIELD', path: 'actions[2].payment.convoke' })],
    });
  });

  it("Propaganda protects its controller only: attacking bob's Jace Beleren costs nothing; a payment then is refused", () => {
    const jace = perm('j', 'Jace Beleren', 'bob', { counters: { loyalty: 3 } });
    const a = declare(propaganda(2, [jace]), attack(['b1', 'j']));
    expect(a.violations).toEqual([]);
    expect(tapped(a)).toEqual(['b1']);
    const paid = declare(propaganda(2, [jace]), { ...attack(['b1', 'j']), payment: { tap: ['f1'] } });
    expect(paid.violations).toEqual([expect.objectContaining({ code: 'NO_COST_TO_ATTACK', rule: '508.1h' })]);
  });

  it('Windborn Muse (a creature) and Ghostly Prison add up: {4} for one Bear', () => {
    const state = combatBoard([...bears, ...forests(4), perm('m', 'Windborn Muse', 'bob'), perm('g', 'Ghostly Prison', 'bob')]);
    const a = declare(state, attack('b1'));
    expect(a.violations).toEqual([]);
    expect(tapped(a)).toEqual(['b1', 'f1', 'f2', 'f3', 'f4']);
    expectReversed(declare(state, attack('b1', 'b2')));
  });
});

describe('508.1h: "you or a planeswalker you control", Phyrexian mana, and an X', () => {
  const jace = perm('j', 'Jace Beleren', 'bob', { counters: { loyalty: 3 } });

  it("Norn's Annex: attacking bob's Jace costs {W/P}: with no white mana, alice pays 2 life", () => {
    const a = declare(combatBoard([...bears, ...forests(2), perm('n', "Norn's Annex", 'bob'), jace]), attack(['b1', 'j']));
    expect(a.violations).toEqual([]);
    expect(a.state.players[0].life).toBe(18);
    expect(tapped(a)).toEqual(['b1']);
  });

  it("Norn's Annex: with a Plains, one Bear attacking bob and one Jace: one {W} and 2 life", () => {
    const a = declare(
      combatBoard([...bears, perm('pl', 'Plains', 'alice'), perm('n', "Norn's Annex", 'bob'), jace]),
      attack('b1', ['b2', 'j']),
    );
    expect(a.violations).toEqual([]);
    expect(a.state.players[0].life).toBe(18);
    expect(tapped(a)).toEqual(['b1', 'b2', 'pl']);
  });

  it('Sphere of Safety: X is the number of enchantments bob controls, counted as attackers are declared', () => {
    const sphere = [perm('s', 'Sphere of Safety', 'bob'), perm('g', 'Ghostly Prison', 'bob')];
    // Two enchantments: {2} from the Sphere, {2} from Ghostly Prison, for one Bear.
    const a = declare(combatBoard([...bears, ...forests(4), ...sphere]), attack('b1'));
    expect(a.violations).toEqual([]);
    expect(tapped(a)).toHaveLength(5);
    expectReversed(declare(combatBoard([...bears, ...forests(3), ...sphere]), attack('b1')));
  });

  it('Collective Restraint: X is the number of basic land types among the lands bob controls', () => {
    const field = (n: number) => [
      ...bears,
      ...forests(n),
      perm('c', 'Collective Restraint', 'bob'),
      perm('i', 'Island', 'bob'),
      perm('sw', 'Swamp', 'bob'),
      perm('i2', 'Island', 'bob'),
    ];
    const a = declare(combatBoard(field(2)), attack('b1'));
    expect(a.violations).toEqual([]);
    expect(tapped(a)).toEqual(['b1', 'f1', 'f2']);
    expectReversed(declare(combatBoard(field(3)), attack('b1', 'b2')));
  });
});

describe('508.1d: a creature that attacks each combat if able need not pay to attack', () => {
  it('Juggernaut under Ghostly Prison: declaring no attackers is legal, and legal actions do not call it required', () => {
    const state = combatBoard([perm('jug', 'Juggernaut', 'alice'), ...forests(2), perm('g', 'Ghostly Prison', 'bob')]);
    const a = declare(state, attack());
    expect(a.violations).toEqual([]);
    const asked = answer({ state, actions: TO_ATTACKERS });
    const listed = legalActionsFor(asked.state, catalog);
    if (!listed.ok) throw new Error(JSON.stringify(listed.errors));
    expect(listed.value.attackers).toEqual([{ id: 'jug', canAttack: ['bob'] }]);
  });

  it('without the cost it must attack (MUST_ATTACK); with a free planeswalker to attack too', () => {
    const free = declare(combatBoard([perm('jug', 'Juggernaut', 'alice')]), attack());
    expect(free.violations).toEqual([expect.objectContaining({ code: 'MUST_ATTACK', rule: '508.1d' })]);
    const jace = perm('j', 'Jace Beleren', 'bob', { counters: { loyalty: 3 } });
    const state = combatBoard([perm('jug', 'Juggernaut', 'alice'), perm('g', 'Ghostly Prison', 'bob'), jace]);
    expect(declare(state, attack()).violations).toEqual([expect.objectContaining({ code: 'MUST_ATTACK', rule: '508.1d' })]);
    const a = declare(state, attack(['jug', 'j']));
    expect(a.violations).toEqual([]);
    expect(onField(a, 'jug')?.tapped).toBe(true);
  });
});
