import { adjudicate } from '../adjudicate';
import { CardDefinition, defineCard } from '../cards/card';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { board, cited, rulingsWith, testCatalog } from '../testing/test-catalog';
import { passes } from '../testing/actions';

const def = defineCard;
// Real cards, current Oracle text.
const controlMagic = def({
  name: 'Control Magic',
  manaCost: '{2}{U}{U}',
  types: ['Enchantment'],
  subtypes: ['Aura'],
  text: 'Enchant creature\nYou control enchanted creature.',
});
const actOfTreason = def({
  name: 'Act of Treason',
  manaCost: '{2}{R}',
  types: ['Sorcery'],
  text: 'Gain control of target creature until end of turn. Untap that creature. It gains haste until end of turn.',
});
const threaten = def({
  name: 'Threaten',
  manaCost: '{2}{R}',
  types: ['Sorcery'],
  text: 'Untap target creature and gain control of it until end of turn. That creature gains haste until end of turn.',
});
const disenchant = def({ name: 'Disenchant', manaCost: '{1}{W}', types: ['Instant'], text: 'Destroy target artifact or enchantment.' });
const anthem = def({ name: 'Glorious Anthem', manaCost: '{1}{W}{W}', types: ['Enchantment'], text: 'Creatures you control get +1/+1.' });
const island = def({ name: 'Island', types: ['Land'], supertypes: ['Basic'], subtypes: ['Island'] });
const plains = def({ name: 'Plains', types: ['Land'], supertypes: ['Basic'], subtypes: ['Plains'] });
const jaguar = def({
  name: 'Pouncing Jaguar',
  manaCost: '{G}',
  types: ['Creature'],
  subtypes: ['Cat'],
  power: '2',
  toughness: '2',
  text: 'Echo {G}',
});
const catalog = new InMemoryCatalog([
  threaten,
  jaguar,
  controlMagic,
  actOfTreason,
  disenchant,
  anthem,
  island,
  plains,
  ...['Mountain', 'Grizzly Bears'].map((n) => testCatalog.find(n) as CardDefinition),
]);
const answer = rulingsWith(catalog);
const lands = (name: string, n: number, controller = 'alice') =>
  Array.from({ length: n }, (_, i) => ({ id: `${controller[0]}${name[0].toLowerCase()}${i}`, card: name, controller }));
const find = (a: { state: { battlefield: { id: string }[] } }, id: string) =>
  a.state.battlefield.find((o) => o.id === id) as Record<string, unknown> | undefined;

describe('613.1b layer 2: control-changing effects', () => {
  it('the templates are understood', () => {
    for (const card of [controlMagic, actOfTreason, threaten])
      expect(compileCard(card)).toMatchObject({ support: 'full', unsupported: [] });
  });

  it('Control Magic: its controller controls the enchanted creature, which cannot attack for them this turn (302.6)', () => {
    const state = board(
      { battlefield: [...lands('Island', 4), { id: 'b1', card: 'Grizzly Bears', controller: 'bob' }] },
      { hand: [{ id: 'c1', card: 'Control Magic' }] },
    );
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'c1', targets: ['b1'] }, ...passes(2)] });
    expect(find(a, 'b1')).toMatchObject({ controller: 'alice', owner: 'bob', baseController: 'bob', summoningSick: true });
    expect(a.events).toContainEqual({ type: 'controlChange', object: 'b1', from: 'bob', to: 'alice' });
    expect(cited(a)).toContain('613.1b');
    const combat = answer({
      state: { ...a.state, turn: { number: 3, active: 'alice', step: 'declare-attackers', priority: null } },
      action: { type: 'declareAttackers', player: 'alice', attackers: [{ id: 'b1', attacking: 'bob' }] },
    });
    expect(combat.violations[0]).toMatchObject({ rule: '302.6' });
  });

  it("702.30a: a permanent with echo that changes controller came under its new controller's control now", () => {
    const state = board(
      { battlefield: [...lands('Island', 4), { id: 'j1', card: 'Pouncing Jaguar', controller: 'bob' }] },
      { hand: [{ id: 'c1', card: 'Control Magic' }] },
    );
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'c1', targets: ['j1'] }, ...passes(2)] });
    expect(find(a, 'j1')).toMatchObject({ controller: 'alice', upkeepsSinceControl: 0 });
  });

  it('when the Aura leaves, no effect applies any more: the creature returns to the player it entered under (110.2)', () => {
    const state = board(
      {
        battlefield: [
          ...lands('Plains', 2, 'bob'),
          { id: 'c1', card: 'Control Magic', controller: 'alice', attachedTo: 'b1' },
          { id: 'b1', card: 'Grizzly Bears', controller: 'alice', owner: 'bob' },
        ],
        turn: { number: 3, active: 'alice', step: 'first-main', priority: 'bob' },
      },
      {},
      { hand: [{ id: 'd1', card: 'Disenchant' }] },
    );
    const a = answer({ state, actions: [{ type: 'cast', player: 'bob', card: 'd1', targets: ['c1'] }, ...passes(2, 'bob', 'alice')] });
    expect(find(a, 'b1')).toMatchObject({ controller: 'bob' });
    expect(find(a, 'b1')?.baseController).toBeUndefined();
    expect(a.events).toContainEqual({ type: 'controlChange', object: 'b1', from: 'alice', to: 'bob' });
  });

  it('506.4: an attacking creature that changes controller is removed from combat', () => {
    const state = board(
      {
        battlefield: [
          ...lands('Plains', 2, 'bob'),
          { id: 'c1', card: 'Control Magic', controller: 'alice', attachedTo: 'b1' },
          { id: 'b1', card: 'Grizzly Bears', controller: 'alice', owner: 'bob', tapped: true },
        ],
        turn: { number: 3, active: 'alice', step: 'declare-attackers', priority: 'bob' },
        combat: { attackers: [{ id: 'b1', attacking: 'bob' }], blockers: [], attackersDeclared: true, blockersDeclared: false },
      },
      {},
      { hand: [{ id: 'd1', card: 'Disenchant' }] },
    );
    const a = answer({ state, actions: [{ type: 'cast', player: 'bob', card: 'd1', targets: ['c1'] }, ...passes(2, 'bob', 'alice')] });
    expect(find(a, 'b1')).toMatchObject({ controller: 'bob' });
    expect(a.state.combat?.attackers ?? []).toEqual([]);
    expect(a.trace.filter((t) => t.rule === '613.1b' || t.rule === '506.4').map((t) => t.rule)).toEqual(['613.1b', '506.4']);
  });

  it('613.7: of two control-changing effects, the later timestamp wins', () => {
    const state = board(
      {
        battlefield: [
          ...lands('Island', 4, 'bob'),
          { id: 'c1', card: 'Control Magic', controller: 'alice', attachedTo: 'b1', timestamp: 5 },
          { id: 'b1', card: 'Grizzly Bears', controller: 'alice', owner: 'bob', timestamp: 1 },
        ],
        turn: { number: 4, active: 'bob', step: 'first-main', priority: 'bob' },
      },
      {},
      { hand: [{ id: 'c2', card: 'Control Magic' }] },
    );
    // Bob's own Control Magic on his stolen Bears takes it back: its timestamp is later.
    const a = answer({ state, actions: [{ type: 'cast', player: 'bob', card: 'c2', targets: ['b1'] }, ...passes(2, 'bob', 'alice')] });
    expect(find(a, 'b1')).toMatchObject({ controller: 'bob' });
  });

  it("layer 2 comes before layer 7c: the stolen creature gets its new controller's anthem, not its owner's", () => {
    const state = board(
      {
        battlefield: [
          ...lands('Island', 4),
          { id: 'g1', card: 'Glorious Anthem', controller: 'alice' },
          { id: 'g2', card: 'Glorious Anthem', controller: 'bob' },
          { id: 'g3', card: 'Glorious Anthem', controller: 'bob' },
          { id: 'b1', card: 'Grizzly Bears', controller: 'bob' },
        ],
      },
      { hand: [{ id: 'c1', card: 'Control Magic' }] },
    );
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'c1', targets: ['b1'] }, ...passes(2)] });
    expect(find(a, 'b1')).toMatchObject({ controller: 'alice', characteristics: expect.objectContaining({ power: 3, toughness: 3 }) });
  });

  it('Act of Treason: gain control until end of turn, untap it (701.26b), haste: it may attack; at cleanup it returns (514.2)', () => {
    const state = board(
      { battlefield: [...lands('Mountain', 3), { id: 'b1', card: 'Grizzly Bears', controller: 'bob', tapped: true }] },
      { hand: [{ id: 'a1', card: 'Act of Treason' }] },
    );
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'a1', targets: ['b1'] }, ...passes(2)] });
    expect(find(a, 'b1')).toMatchObject({
      controller: 'alice',
      tapped: false,
      characteristics: expect.objectContaining({ abilities: ['Haste'] }),
    });
    expect(cited(a)).toEqual(expect.arrayContaining(['611.2a', '613.1b', '701.26b']));
    const attack = answer({
      state: { ...a.state, turn: { number: 3, active: 'alice', step: 'declare-attackers', priority: null } },
      action: { type: 'declareAttackers', player: 'alice', attackers: [{ id: 'b1', attacking: 'bob' }] },
    });
    expect(attack.legal).toBe(true);
    const end = answer({ state: { ...a.state, turn: { number: 3, active: 'alice', step: 'end', priority: 'alice' } }, actions: passes(2) });
    expect(find(end, 'b1')).toMatchObject({ controller: 'bob' });
    expect(end.state.effects).toEqual([]);
  });

  it('Threaten: untap it, then gain control of it until end of turn; it gains haste', () => {
    const state = board(
      { battlefield: [...lands('Mountain', 3), { id: 'b1', card: 'Grizzly Bears', controller: 'bob', tapped: true }] },
      { hand: [{ id: 't1', card: 'Threaten' }] },
    );
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 't1', targets: ['b1'] }, ...passes(2)] });
    expect(find(a, 'b1')).toMatchObject({
      controller: 'alice',
      tapped: false,
      characteristics: expect.objectContaining({ abilities: ['Haste'] }),
    });
    const order = a.trace.filter((t) => t.rule === '701.26b' || t.rule === '613.1b').map((t) => t.rule);
    expect(order).toEqual(['701.26b', '613.1b']);
  });

  it('taking control of your own creature changes nothing, and the board round-trips', () => {
    const state = board(
      { battlefield: [...lands('Mountain', 3), { id: 'b1', card: 'Grizzly Bears', controller: 'alice', tapped: true }] },
      { hand: [{ id: 'a1', card: 'Act of Treason' }] },
    );
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'a1', targets: ['b1'] }, ...passes(2)] });
    expect(find(a, 'b1')).toMatchObject({ controller: 'alice', tapped: false, summoningSick: false });
    expect(find(a, 'b1')?.baseController).toBeUndefined();
    const again = answer({ state: a.state, action: { type: 'pass', player: 'alice' } });
    expect(find(again, 'b1')?.baseController).toBeUndefined();
  });

  it('a board whose controller contradicts its control-changing effects is refused (422, 613.1b)', () => {
    const state = board({
      battlefield: [
        { id: 'c1', card: 'Control Magic', controller: 'alice', attachedTo: 'b1' },
        { id: 'b1', card: 'Grizzly Bears', controller: 'bob' },
      ],
    });
    const outcome = adjudicate({ state, action: { type: 'pass', player: 'alice' } }, catalog);
    expect(outcome).toMatchObject({
      kind: 'invalid',
      errors: [expect.objectContaining({ code: 'CONTROLLER_MISMATCH', rule: '613.1b', path: 'state.battlefield(b1).controller' })],
    });
  });

  it('a consistent board keeps its owner as the controller to return to, unless it says otherwise', () => {
    const state = board({
      battlefield: [
        { id: 'c1', card: 'Control Magic', controller: 'alice', attachedTo: 'b1' },
        { id: 'b1', card: 'Grizzly Bears', controller: 'alice', owner: 'bob' },
      ],
    });
    const a = answer({ state, action: { type: 'pass', player: 'alice' } });
    expect(find(a, 'b1')).toMatchObject({ controller: 'alice', baseController: 'bob' });
  });
});
