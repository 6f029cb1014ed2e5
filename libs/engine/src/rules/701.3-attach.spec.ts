import type { Answer } from '../adjudicate';
import { compileCard } from '../cards/oracle-compiler';
import { bundledCard, bundledCatalog } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { onField, passes } from '../testing/actions';

/**
 * 701.3 attach, by an ability of the Aura or Equipment itself that is not equip: "{B}{B}: Attach Cranial
 * Plating to target creature you control." (Cranial Plating, Horned Helm, Neurok Stealthsuit, Sparring
 * Collar, Healer's Headdress; the Aura Felidar Umbra). Unlike equip (702.6a, 602.5d) it has no timing
 * restriction: it may be activated whenever its controller has priority (602.5). It targets (115.1); it
 * moves the permanent onto the target (701.3a) with a new timestamp (701.3c); attaching it to what it is
 * already attached to does nothing (701.3b).
 */
const answer = rulingsWith(bundledCatalog());
const perm = (id: string, card: string, controller = 'alice', more: Record<string, unknown> = {}) => ({ id, card, controller, ...more });
const swamps = (n: number, controller = 'alice') => Array.from({ length: n }, (_, i) => perm(`${controller[0]}s${i}`, 'Swamp', controller));
/** The attach ability: the card's first activated ability (602.1; equip, where there is one, is the second). */
const attach = (source: string, target: string, player = 'alice') => ({ type: 'activate', player, source, ability: 0, targets: [target] });
const pt = (a: Answer, id: string) => [onField(a, id)?.characteristics?.power, onField(a, id)?.characteristics?.toughness];

describe('701.3a: "{M}: Attach CARDNAME to target creature you control."', () => {
  it.each(['Cranial Plating', 'Horned Helm', 'Neurok Stealthsuit', 'Sparring Collar', "Healer's Headdress", 'Felidar Umbra'])(
    '%s is understood in full',
    (name) => {
      expect(compileCard(bundledCard(name))).toMatchObject({ support: 'full', unsupported: [] });
    },
  );

  it("602.5: Cranial Plating's ability is activated in bob's combat, with bob's spell on the stack: no sorcery timing", () => {
    const state = board({
      battlefield: [...swamps(2), perm('b1', 'Grizzly Bears'), perm('cp', 'Cranial Plating'), perm('o1', 'Ornithopter', 'bob')],
      stack: [{ id: 's1', card: 'Lightning Bolt', controller: 'bob', targets: ['b1'] }],
      turn: { number: 4, active: 'bob', step: 'declare-attackers', priority: 'alice', passed: ['bob'] },
    });
    const a = answer({ state, actions: [attach('cp', 'b1'), ...passes(2, 'alice', 'bob')] });
    expect(a.violations).toEqual([]);
    // The attach ability resolved first (last in, first out: 405.5); the Bolt is still on the stack.
    expect(onField(a, 'cp')?.attachedTo).toBe('b1');
    expect(a.state.stack.map((s) => s.id)).toEqual(['s1']);
    // "Equipped creature gets +1/+0 for each artifact you control": alice controls one artifact, the Plating.
    expect(pt(a, 'b1')).toEqual([3, 2]);
    expect(cited(a)).toEqual(expect.arrayContaining(['602.2a', '601.2c', '608.2', '701.3a']));
    expect(cited(a)).not.toContain('702.6a');
  });

  it('701.3a, 701.3c: the Plating moves from one creature to another, with a new timestamp', () => {
    const state = board({
      battlefield: [
        ...swamps(2),
        perm('b1', 'Grizzly Bears'),
        perm('b2', 'Grizzly Bears'),
        perm('cp', 'Cranial Plating', 'alice', { attachedTo: 'b1', timestamp: 5 }),
      ],
    });
    const a = answer({ state, actions: [attach('cp', 'b2'), ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(onField(a, 'cp')?.attachedTo).toBe('b2');
    expect(onField(a, 'cp')?.timestamp).toBeGreaterThan(5);
    expect(pt(a, 'b1')).toEqual([2, 2]);
    expect(pt(a, 'b2')).toEqual([3, 2]);
  });

  it('701.3b: attached to the Bears already, attaching it to them again does nothing (no new timestamp)', () => {
    const state = board({
      battlefield: [...swamps(2), perm('b1', 'Grizzly Bears'), perm('cp', 'Cranial Plating', 'alice', { attachedTo: 'b1', timestamp: 5 })],
    });
    const a = answer({ state, actions: [attach('cp', 'b1'), ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(onField(a, 'cp')).toMatchObject({ attachedTo: 'b1', timestamp: 5 });
    expect(cited(a)).toContain('701.3b');
  });

  it("an Aura's own attach ability: Felidar Umbra leaves the Bears for the Ornithopter, which gains lifelink", () => {
    const state = board({
      battlefield: [
        perm('p1', 'Plains'),
        perm('p2', 'Plains'),
        perm('b1', 'Grizzly Bears'),
        perm('o1', 'Ornithopter'),
        perm('fu', 'Felidar Umbra', 'alice', { attachedTo: 'b1', timestamp: 5 }),
      ],
    });
    const a = answer({ state, actions: [attach('fu', 'o1'), ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(onField(a, 'fu')?.attachedTo).toBe('o1');
    expect(onField(a, 'o1')?.characteristics?.abilities).toContain('Lifelink');
    expect(onField(a, 'b1')?.characteristics?.abilities).not.toContain('Lifelink');
    expect(cited(a)).toContain('701.3a');
  });

  it.each([
    ["bob's creature", 'o1'],
    ['a land', 'as0'],
    ['the Plating itself', 'cp'],
  ])('115.1: %s is not "target creature you control": the activation is illegal and reversed', (_, target) => {
    const state = board({
      battlefield: [...swamps(2), perm('b1', 'Grizzly Bears'), perm('cp', 'Cranial Plating'), perm('o1', 'Ornithopter', 'bob')],
    });
    const a = answer({ state, action: attach('cp', target) });
    expect(a.legal).toBe(false);
    expect(a.violations).toEqual([expect.objectContaining({ code: 'ILLEGAL_TARGET' })]);
    expect(cited(a)).toContain('733.1');
    expect(a.state.stack).toEqual([]);
    expect(a.state.battlefield.filter((o) => o.tapped)).toEqual([]);
    expect(onField(a, 'cp')?.attachedTo).toBeNull();
  });

  it('602.2b, 601.2h: {B}{B} must be paid: with one Swamp, illegal (NOT_ENOUGH_MANA)', () => {
    const state = board({ battlefield: [...swamps(1), perm('b1', 'Grizzly Bears'), perm('cp', 'Cranial Plating')] });
    const a = answer({ state, action: attach('cp', 'b1') });
    expect(a.violations).toEqual([expect.objectContaining({ rule: '601.2h', code: 'NOT_ENOUGH_MANA' })]);
    expect(onField(a, 'cp')?.attachedTo).toBeNull();
  });

  it('608.2b: the creature gone before it resolves, the ability does nothing and the Plating stays where it was', () => {
    const state = board(
      {
        battlefield: [
          ...swamps(2),
          perm('b1', 'Grizzly Bears'),
          perm('b2', 'Grizzly Bears'),
          perm('cp', 'Cranial Plating', 'alice', { attachedTo: 'b1' }),
          perm('m1', 'Mountain', 'bob'),
        ],
      },
      {},
      { hand: [{ id: 'h1', card: 'Lightning Bolt' }] },
    );
    // Bob answers with a Bolt on the target (3 damage to a 2/2: 704.5g) while the ability waits.
    const a = answer({
      state,
      actions: [
        attach('cp', 'b2'),
        { type: 'pass', player: 'alice' },
        { type: 'cast', player: 'bob', card: 'h1', targets: ['b2'] },
        ...passes(2, 'bob', 'alice'),
        ...passes(2, 'alice', 'bob'),
      ],
    });
    expect(a.violations).toEqual([]);
    expect(onField(a, 'b2')).toBeUndefined();
    expect(onField(a, 'cp')?.attachedTo).toBe('b1');
    expect(a.state.stack).toEqual([]);
    expect(cited(a)).toEqual(expect.arrayContaining(['704.5g', '608.2b']));
    expect(cited(a)).not.toContain('701.3a');
  });
});
