import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { adjudicate } from '../adjudicate';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { ids, lands, perm } from '../testing/spell-cards';
import { block, combatBoard, upToBlocks } from '../testing/combat-cards';
import { choose, onField, passes } from '../testing/actions';

/**
 * 122.1, 107.14: energy counters are a player's; {E} is paid by removing them. "You get {E}{E}" (an
 * effect), "Pay {E}" in an activated ability's cost (118, 602.2b) or a mana ability's (605.3b), and
 * "you may pay {E}{E}. If you do, ..." in a triggered ability (608.2d, 118.12), on real Kaladesh cards.
 */
const NAMES = [
  'Aether Hub', // When it enters, you get {E}. {T}: Add {C}. {T}, Pay {E}: Add one mana of any color.
  'Servant of the Conduit', // When it enters, you get {E}{E}. {T}, Pay {E}: Add one mana of any color.
  'Longtusk Cub', // Whenever it deals combat damage to a player, you get {E}{E}. Pay {E}{E}: a +1/+1 counter on it.
  'Thriving Ibex', // When it enters, {E}{E}. Whenever it attacks, you may pay {E}{E}. If you do, a +1/+1 counter on it.
  'Attune with Aether', // Search for a basic land card, reveal it, put it into your hand, then shuffle. You get {E}{E}.
  'Highspire Infusion', // Target creature gets +3/+3 until end of turn. You get {E}{E}.
  'Aetherwind Basker', // Whenever it enters or attacks, you get {E} for each creature you control. Pay {E}: +1/+1.
  "Woodweaver's Puzzleknot", // When it enters, you gain 3 life and get {E}{E}{E}.
];
const CARDS = NAMES.map(bundledCard);
const catalog = new InMemoryCatalog([...CARDS, ...['Grizzly Bears', 'Lightning Bolt', 'Forest', 'Mountain'].map(bundledCard)]);
const answer = rulingsWith(catalog);
const act = (source: string, ability: number, more: Record<string, unknown> = {}) => ({
  type: 'activate',
  player: 'alice',
  source,
  ability,
  ...more,
});

describe('107.14, 122.1: energy counters on the board', () => {
  it('each card is understood in full', () => {
    for (const c of CARDS) expect([c.name, compileCard(c).unsupported]).toEqual([c.name, []]);
  });

  it('a board without "energy" has none; a count is kept and written back only when not 0; a negative count is refused', () => {
    const none = answer({ state: board(), action: { type: 'pass', player: 'alice' } });
    expect(none.state.players[0]).not.toHaveProperty('energy');
    const some = answer({ state: board({}, { energy: 3 }), action: { type: 'pass', player: 'alice' } });
    expect(some.state.players[0]).toMatchObject({ energy: 3 });
    const bad = adjudicate({ state: board({}, { energy: -1 }), action: { type: 'pass', player: 'alice' } }, catalog);
    expect(bad.kind).not.toBe('answer');
  });
});

describe('122.1: "you get {E}"', () => {
  it('Aether Hub played: its trigger gives alice one energy counter', () => {
    const played = answer({
      state: board({}, { hand: [{ id: 'hub', card: 'Aether Hub' }] }),
      actions: [{ type: 'playLand', player: 'alice', card: 'hub' }, ...passes(2)],
    });
    expect(played.legal).toBe(true);
    expect(played.state.players[0].energy).toBe(1);
    expect(cited(played)).toEqual(expect.arrayContaining(['603.2', '122.1']));
  });

  it('Highspire Infusion: +3/+3 and two energy counters, added to those she has', () => {
    const a = answer({
      state: board(
        { battlefield: [perm('g', 'Grizzly Bears', 'alice'), perm('f1', 'Forest', 'alice'), perm('f2', 'Forest', 'alice')] },
        { energy: 1, hand: [{ id: 'hi', card: 'Highspire Infusion' }] },
      ),
      actions: [{ type: 'cast', player: 'alice', card: 'hi', targets: ['g'] }, ...passes(2)],
    });
    expect(a.legal).toBe(true);
    expect(onField(a, 'g')?.characteristics).toMatchObject({ power: 5, toughness: 5 });
    expect(a.state.players[0].energy).toBe(3);
  });

  it('Woodweaver\'s Puzzleknot: "you gain 3 life and get {E}{E}{E}", two instructions in order', () => {
    const a = compileCard(bundledCard("Woodweaver's Puzzleknot")).abilities[0];
    expect(a).toMatchObject({
      kind: 'triggered',
      effects: [
        { kind: 'life', gain: true },
        { kind: 'energy', amount: { kind: 'fixed', n: 3 } },
      ],
    });
  });

  it('Aetherwind Basker attacks: one {E} for each creature alice controls, counted as it resolves (608.2h)', () => {
    const a = answer({
      state: board({
        battlefield: [perm('b', 'Aetherwind Basker', 'alice'), perm('g1', 'Grizzly Bears', 'alice'), perm('g2', 'Grizzly Bears', 'alice')],
        turn: { number: 3, active: 'alice', step: 'declare-attackers', priority: null },
      }),
      actions: [{ type: 'declareAttackers', player: 'alice', attackers: [{ id: 'b', attacking: 'bob' }] }, ...passes(2)],
    });
    expect(a.legal).toBe(true);
    expect(a.state.players[0].energy).toBe(3);
  });
});

describe('107.14, 118.3: "Pay {E}" as a cost', () => {
  it('Longtusk Cub: "Pay {E}{E}" takes two of her three counters and puts a +1/+1 counter on it', () => {
    const state = board({ battlefield: [perm('c', 'Longtusk Cub', 'alice')] }, { energy: 3 });
    const a = answer({ state, actions: [act('c', 0), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(a.state.players[0].energy).toBe(1);
    expect(onField(a, 'c')?.counters).toEqual({ '+1/+1': 1 });
    expect(cited(a)).toContain('107.14');
  });

  it('Longtusk Cub with one energy counter: the cost cannot be paid (118.3); nothing changes', () => {
    const state = board({ battlefield: [perm('c', 'Longtusk Cub', 'alice')] }, { energy: 1 });
    const a = answer({ state, action: act('c', 0) });
    expect(a.legal).toBe(false);
    expect(a.violations[0]).toMatchObject({ code: 'NOT_ENOUGH_ENERGY', rule: '118.3' });
    expect(a.state.players[0].energy).toBe(1);
    expect(onField(a, 'c')?.counters ?? {}).toEqual({});
  });

  it('Aether Hub: "{T}, Pay {E}: Add one mana of any color" adds the color chosen and takes the counter (605.3b)', () => {
    const state = board({ battlefield: [perm('hub', 'Aether Hub', 'alice')] }, { energy: 1 });
    const a = answer({ state, action: act('hub', 1, { mana: '{G}' }) });
    expect(a.legal).toBe(true);
    expect(a.state.players[0]).not.toHaveProperty('energy');
    expect(a.state.players[0].manaPool).toBe('{G}');
    expect(onField(a, 'hub')?.tapped).toBe(true);
    expect(cited(a)).toEqual(expect.arrayContaining(['107.14', '605.3b']));
  });

  it('Aether Hub without energy: its colored ability is refused, its {C} one still works', () => {
    const state = board({ battlefield: [perm('hub', 'Aether Hub', 'alice')] });
    const a = answer({ state, action: act('hub', 1, { mana: '{G}' }) });
    expect(a.violations[0]).toMatchObject({ code: 'NOT_ENOUGH_ENERGY', rule: '118.3' });
    expect(onField(a, 'hub')?.tapped).toBeFalsy();
    expect(answer({ state, action: act('hub', 0) }).state.players[0].manaPool).toBe('{C}');
  });

  it("the {R} from Aether Hub's energy ability then pays for Lightning Bolt from the pool", () => {
    const state = board(
      { battlefield: [perm('hub', 'Aether Hub', 'alice')] },
      { energy: 1, hand: [{ id: 'bolt', card: 'Lightning Bolt' }] },
    );
    const a = answer({
      state,
      actions: [
        act('hub', 1, { mana: '{R}' }),
        { type: 'cast', player: 'alice', card: 'bolt', targets: ['bob'], payment: { pool: '{R}' } },
        ...passes(2),
      ],
    });
    expect(a.legal).toBe(true);
    expect(a.state.players[1].life).toBe(17);
    expect(a.state.players[0]).not.toHaveProperty('energy');
  });

  it('Servant of the Conduit: summoning sick, its {T} ability cannot be activated (302.6); a turn later it can', () => {
    const sick = board({ battlefield: [perm('s', 'Servant of the Conduit', 'alice', { summoningSick: true })] }, { energy: 2 });
    expect(answer({ state: sick, action: act('s', 0, { mana: '{R}' }) }).violations[0]).toMatchObject({ rule: '302.6' });
    const ready = board({ battlefield: [perm('s', 'Servant of the Conduit', 'alice')] }, { energy: 2 });
    const a = answer({ state: ready, action: act('s', 0, { mana: '{R}' }) });
    expect(a.state.players[0]).toMatchObject({ energy: 1, manaPool: '{R}' });
  });
});

describe('608.2d, 118.12: "you may pay {E}{E}. If you do, ..."', () => {
  const attacked = (energy: number) =>
    answer({
      state: board(
        {
          battlefield: [perm('ibex', 'Thriving Ibex', 'alice')],
          turn: { number: 3, active: 'alice', step: 'declare-attackers', priority: null },
        },
        energy > 0 ? { energy } : {},
      ),
      actions: [{ type: 'declareAttackers', player: 'alice', attackers: [{ id: 'ibex', attacking: 'bob' }] }, ...passes(2)],
    });

  it('Thriving Ibex attacks: alice is asked; "yes" pays two energy counters and puts a +1/+1 counter on it', () => {
    const waiting = attacked(3);
    expect(waiting.decision).toMatchObject({ player: 'alice', kind: 'chooseOptional' });
    const yes = answer({ state: waiting.state, action: choose(waiting, ['yes']) });
    expect(yes.legal).toBe(true);
    expect(yes.state.players[0].energy).toBe(1);
    expect(onField(yes, 'ibex')?.counters).toEqual({ '+1/+1': 1 });
    expect(cited(yes)).toEqual(expect.arrayContaining(['608.2d', '107.14']));
  });

  it('"no": no energy paid, no counter', () => {
    const waiting = attacked(3);
    const no = answer({ state: waiting.state, action: choose(waiting, ['no']) });
    expect(no.state.players[0].energy).toBe(3);
    expect(onField(no, 'ibex')?.counters ?? {}).toEqual({});
  });

  it('with one energy counter "yes" is refused (118.3): she cannot pay more than she has', () => {
    const waiting = attacked(1);
    const yes = answer({ state: waiting.state, action: choose(waiting, ['yes']) });
    expect(yes.legal).toBe(false);
    expect(yes.violations[0]).toMatchObject({ code: 'NOT_ENOUGH_ENERGY', rule: '118.3' });
    const no = answer({ state: waiting.state, action: choose(waiting, ['no']) });
    expect(no.legal).toBe(true);
    expect(ids(no.state.stack ?? [])).toEqual([]);
  });
});

describe('122.1: more ways to get and pay energy', () => {
  const more = new InMemoryCatalog(['Live Fast', 'Empyreal Voyager', 'Lathnu Hellion', 'Grizzly Bears', 'Swamp'].map(bundledCard));
  const rule = rulingsWith(more);

  it('Live Fast: "You draw two cards, lose 2 life, and get {E}{E}": three instructions, in order (608.2c)', () => {
    const a = rule({
      state: board({ battlefield: lands('Swamp', 's', 3) }, { hand: [{ id: 'lf', card: 'Live Fast' }] }),
      actions: [{ type: 'cast', player: 'alice', card: 'lf' }, ...passes(2)],
    });
    expect(a.legal).toBe(true);
    expect(a.state.players[0]).toMatchObject({ life: 18, energy: 2 });
    expect(a.state.players[0].hand).toMatchObject({ count: 2 });
  });

  it('Empyreal Voyager (2/3) deals 2 combat damage to bob: alice gets that many {E}, two (603.2)', () => {
    const field = [perm('a1', 'Empyreal Voyager', 'alice'), perm('x1', 'Grizzly Bears', 'bob')];
    const hit = rule({ state: combatBoard(field), actions: [...upToBlocks(['a1']), block(), ...passes(2)] });
    expect(hit.state.players[1].life).toBe(18);
    const done = rule({ state: hit.state, actions: passes(2) });
    expect(done.state.players[0].energy).toBe(2);
    expect(cited(hit)).toContain('603.2');
    expect(cited(done)).toContain('122.1');
  });

  const endStep = (energy: number) =>
    rule({
      state: board(
        {
          battlefield: [perm('h', 'Lathnu Hellion', 'alice')],
          turn: { number: 3, active: 'alice', step: 'second-main', priority: 'alice' },
        },
        energy > 0 ? { energy } : {},
      ),
      actions: [...passes(2), ...passes(2)],
    });

  it('Lathnu Hellion at the end step with two {E}: she is asked; paying keeps it and takes both counters (118.12a)', () => {
    const asked = endStep(2);
    expect(asked.decision).toMatchObject({ kind: 'payCost', player: 'alice', options: ['pay', 'decline'] });
    const paid = rule({ state: asked.state, action: choose(asked, ['pay']) });
    expect(paid.legal).toBe(true);
    expect(paid.state.players[0]).not.toHaveProperty('energy');
    expect(onField(paid, 'h')).toBeDefined();
    const declined = rule({ state: asked.state, action: choose(asked, ['decline']) });
    expect(onField(declined, 'h')).toBeUndefined();
    expect(declined.state.players[0].energy).toBe(2);
  });

  it('Lathnu Hellion with one {E}: she cannot pay (118.3), it is sacrificed without a question', () => {
    const a = endStep(1);
    expect(a.decision?.kind).not.toBe('payCost');
    expect(onField(a, 'h')).toBeUndefined();
    expect(a.state.players[0].energy).toBe(1);
    expect(cited(a)).toContain('118.12a');
  });
});
