import { adjudicate } from '../adjudicate';
import { defineCard } from '../cards/card';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { legalActionsFor } from '../legal-actions';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { GRIZZLY_BEARS, ids, passes, perm, SWAMP, MOUNTAIN, FOREST, LIGHTNING_BOLT } from '../testing/spell-cards';

/** Real cards, current Oracle text. */
const SPLINTERS = defineCard({
  name: 'Bone Splinters',
  manaCost: '{B}',
  colors: ['B'],
  types: ['Sorcery'],
  text: 'As an additional cost to cast this spell, sacrifice a creature.\nDestroy target creature.',
});
const VOICE = defineCard({
  name: 'Tormenting Voice',
  manaCost: '{1}{R}',
  colors: ['R'],
  types: ['Sorcery'],
  text: 'As an additional cost to cast this spell, discard a card.\nDraw two cards.',
});
const COLLATERAL = defineCard({
  name: 'Collateral Damage',
  manaCost: '{R}',
  colors: ['R'],
  types: ['Instant'],
  text: 'As an additional cost to cast this spell, sacrifice a creature.\nCollateral Damage deals 3 damage to any target.',
});
const ARTILLERIZE = defineCard({
  name: 'Artillerize',
  manaCost: '{3}{R}',
  colors: ['R'],
  types: ['Instant'],
  text: 'As an additional cost to cast this spell, sacrifice an artifact or creature.\nArtillerize deals 5 damage to any target.',
});
const BOON = defineCard({
  name: 'Withering Boon',
  manaCost: '{1}{B}',
  colors: ['B'],
  types: ['Instant'],
  text: 'As an additional cost to cast this spell, pay 3 life.\nCounter target creature spell.',
});
const IDOL = defineCard({ name: 'Test Idol', manaCost: '{2}', types: ['Artifact'] });
const catalog = new InMemoryCatalog([
  ARTILLERIZE,
  BOON,
  IDOL,
  SPLINTERS,
  VOICE,
  COLLATERAL,
  GRIZZLY_BEARS,
  SWAMP,
  MOUNTAIN,
  FOREST,
  LIGHTNING_BOLT,
]);
const answer = rulingsWith(catalog);
const cast = (card: string, extra: Record<string, unknown> = {}) => ({ type: 'cast', player: 'alice', card, ...extra });
const state = board(
  {
    battlefield: [
      perm('s', 'Swamp', 'alice'),
      perm('m1', 'Mountain', 'alice'),
      perm('m2', 'Mountain', 'alice'),
      perm('mine', 'Grizzly Bears', 'alice'),
      perm('theirs', 'Grizzly Bears', 'bob'),
    ],
  },
  {
    hand: [
      { id: 'bs', card: 'Bone Splinters' },
      { id: 'tv', card: 'Tormenting Voice' },
      { id: 'cd', card: 'Collateral Damage' },
      { id: 'lb', card: 'Lightning Bolt' },
    ],
  },
);

describe('118.8: "As an additional cost to cast this spell, sacrifice a creature / discard a card"', () => {
  it('is understood, in the current wording and in the 2017 one ("to cast Bone Splinters")', () => {
    for (const c of [SPLINTERS, VOICE, COLLATERAL, ARTILLERIZE, BOON]) expect([c.name, compileCard(c).support]).toEqual([c.name, 'full']);
    expect(
      compileCard({ ...SPLINTERS, text: 'As an additional cost to cast Bone Splinters, sacrifice a creature.\nDestroy target creature.' })
        .support,
    ).toBe('full');
  });

  it('Bone Splinters: the creature named in "sacrifice" is sacrificed as the costs are paid (601.2h, 701.21a); the spell destroys its target', () => {
    const a = answer({ state, actions: [cast('bs', { targets: ['theirs'], sacrifice: ['mine'] }), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(ids(a.state.players[0].graveyard)).toEqual(['mine', 'bs']);
    expect(ids(a.state.players[1].graveyard)).toEqual(['theirs']);
    expect(cited(a)).toEqual(expect.arrayContaining(['601.2f', '601.2h', '701.21a', '701.8a']));
  });

  it('the sacrifice is a cost, paid before the spell resolves: the target may be the creature sacrificed, and the spell then has no legal target (608.2b)', () => {
    const cast1 = answer({ state, action: cast('bs', { targets: ['mine'], sacrifice: ['mine'] }) });
    expect(cast1.legal).toBe(true);
    expect(ids(cast1.state.players[0].graveyard)).toEqual(['mine']);
    const resolved = answer({ state: cast1.state, actions: passes(2) });
    expect(cited(resolved)).toContain('608.2b');
  });

  it.each([
    ['nothing named', {}, 'SACRIFICE_REQUIRED', '601.2h'],
    ["an opponent's creature", { sacrifice: ['theirs'] }, 'CANNOT_SACRIFICE', '701.21a'],
    ['a land, not a creature', { sacrifice: ['s'] }, 'CANNOT_SACRIFICE', '118.3'],
    ['a discard instead', { discard: ['lb'] }, 'NO_SUCH_ADDITIONAL_COST', '118.8'],
  ])('Bone Splinters cannot be cast with %s: the board is unchanged', (_, extra, code, rule) => {
    const a = answer({ state, action: cast('bs', { targets: ['theirs'], ...extra }) });
    expect(a.violations[0]).toMatchObject({ code, rule });
    expect(a.state.battlefield).toHaveLength(5);
    expect(ids(a.state.players[0].hand)).toEqual(['bs', 'tv', 'cd', 'lb']);
  });

  it('Tormenting Voice: the card named in "discard" is discarded (701.9a); the spell itself already left the hand (601.2a)', () => {
    const a = answer({ state, actions: [cast('tv', { discard: ['lb'] }), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(ids(a.state.players[0].graveyard)).toEqual(['lb', 'tv']);
    expect(a.state.players[0].hand).toHaveLength(4);
    expect(answer({ state, action: cast('tv', { discard: ['tv'] }) }).violations[0]).toMatchObject({
      code: 'CANNOT_DISCARD',
      rule: '701.9a',
    });
    expect(answer({ state, action: cast('tv') }).violations[0]).toMatchObject({ code: 'DISCARD_REQUIRED', rule: '601.2h' });
  });

  it('a spell without such a cost takes no "sacrifice" (118.8)', () => {
    expect(answer({ state, action: cast('lb', { targets: ['theirs'], sacrifice: ['mine'] }) }).violations[0]).toMatchObject({
      code: 'NO_SUCH_ADDITIONAL_COST',
      rule: '118.8',
    });
  });

  it('with no creature to sacrifice, the spell cannot be cast and legal actions do not offer it', () => {
    const none = board(
      { battlefield: [perm('m1', 'Mountain', 'alice'), perm('theirs', 'Grizzly Bears', 'bob')] },
      { hand: [{ id: 'cd', card: 'Collateral Damage' }] },
    );
    const offered = legalActionsFor(none, catalog);
    if (!offered.ok) throw new Error('bad board');
    expect(offered.value.actions.filter((x) => x.action.type === 'cast')).toEqual([]);
  });

  it('legal actions offer one cast per creature that could be sacrificed, per card that could be discarded', () => {
    const offered = legalActionsFor(state, catalog);
    if (!offered.ok) throw new Error('bad board');
    const of = (card: string) =>
      offered.value.actions
        .filter((x) => x.action.type === 'cast' && x.action.card === card)
        .map((x) => x.action as { sacrifice?: string[]; discard?: string[] });
    expect(of('cd').map((a) => a.sacrifice)).toEqual([['mine']]);
    expect(of('tv').map((a) => a.discard)).toEqual([['bs'], ['cd'], ['lb']]);
  });

  it('a malformed "discard" is a bad request (400)', () => {
    expect(adjudicate({ state, action: cast('tv', { discard: 'lb' }) }, catalog)).toMatchObject({
      kind: 'invalid',
      errors: [{ code: 'INVALID_FIELD', path: 'action.discard' }],
    });
  });

  it('Artillerize: "sacrifice an artifact or creature": either type pays, a land does not', () => {
    const state2 = board(
      {
        battlefield: [
          ...['m1', 'm2', 'm3', 'm4'].map((id) => perm(id, 'Mountain', 'alice')),
          perm('idol', 'Test Idol', 'alice'),
          perm('mine', 'Grizzly Bears', 'alice'),
          perm('theirs', 'Grizzly Bears', 'bob'),
        ],
      },
      { hand: [{ id: 'a', card: 'Artillerize' }] },
    );
    const a = answer({ state: state2, actions: [cast('a', { targets: ['bob'], sacrifice: ['idol'] }), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(a.state.players[1].life).toBe(15);
    expect(ids(a.state.players[0].graveyard)).toEqual(['idol', 'a']);
    expect(answer({ state: state2, action: cast('a', { targets: ['bob'], sacrifice: ['m1'] }) }).violations[0]).toMatchObject({
      code: 'CANNOT_SACRIFICE',
      rule: '118.3',
    });
  });

  it('Withering Boon: "pay 3 life" is paid as the spell is cast (119.4); with less life than that, it cannot be', () => {
    const boonState = (life: number) =>
      board(
        {
          battlefield: [
            perm('s1', 'Swamp', 'alice'),
            perm('s2', 'Swamp', 'alice'),
            perm('bf', 'Forest', 'bob'),
            perm('bf2', 'Forest', 'bob'),
          ],
          turn: { number: 3, active: 'bob', step: 'first-main', priority: 'bob' },
        },
        { life, hand: [{ id: 'boon', card: 'Withering Boon' }] },
        { hand: [{ id: 'bears', card: 'Grizzly Bears' }] },
      );
    const cast2 = (life: number) =>
      answer({
        state: boonState(life),
        actions: [{ type: 'cast', player: 'bob', card: 'bears' }, { type: 'pass', player: 'bob' }, cast('boon', { targets: ['bears'] })],
      });
    const paid = cast2(20);
    expect(paid.legal).toBe(true);
    expect(paid.state.players[0].life).toBe(17);
    expect(cited(paid)).toContain('119.4');
    expect(cast2(2).violations[0]).toMatchObject({ code: 'CANNOT_PAY_LIFE', rule: '119.4' });
  });
});

describe('118.8: "As an additional cost to cast this spell, discard two cards" (Cathartic Reunion)', () => {
  const REUNION = bundledCard('Cathartic Reunion'); // {1}{R} sorcery: discard two cards as an additional cost; draw three cards
  const reunionAnswer = rulingsWith(new InMemoryCatalog([REUNION, GRIZZLY_BEARS, MOUNTAIN, LIGHTNING_BOLT]));
  const hand = (...cards: string[]) => [{ id: 'cr', card: 'Cathartic Reunion' }, ...cards.map((c, i) => ({ id: `h${i}`, card: c }))];
  const reunion = (cards: { id: string; card: string }[]) =>
    board({ battlefield: [perm('m1', 'Mountain', 'alice'), perm('m2', 'Mountain', 'alice')] }, { hand: cards, library: { count: 5 } });

  it('is understood: a discard of two cards', () => {
    expect(compileCard(REUNION).abilities).toContainEqual(expect.objectContaining({ kind: 'additionalCost', discard: 2 }));
  });

  it('701.9a: the two cards named are discarded as the cost is paid; the spell draws three', () => {
    const a = reunionAnswer({
      state: reunion(hand('Grizzly Bears', 'Lightning Bolt', 'Grizzly Bears')),
      actions: [cast('cr', { discard: ['h0', 'h1'] }), ...passes(2)],
    });
    expect(a.legal).toBe(true);
    expect(ids(a.state.players[0].graveyard)).toEqual(['h0', 'h1', 'cr']);
    expect(ids(a.state.players[0].hand)).toEqual(['h2', 'alice.hand.1', 'alice.hand.2', 'alice.hand.3']);
    expect(cited(a)).toEqual(expect.arrayContaining(['601.2h', '601.2i', '121.1']));
  });

  it('601.2h: one card named, or one card in hand besides it, is refused; legal actions name two cards', () => {
    const one = reunionAnswer({ state: reunion(hand('Grizzly Bears', 'Lightning Bolt')), action: cast('cr', { discard: ['h0'] }) });
    expect(one.violations[0]).toMatchObject({ code: 'DISCARD_REQUIRED', rule: '601.2h' });
    const same = reunionAnswer({ state: reunion(hand('Grizzly Bears', 'Lightning Bolt')), action: cast('cr', { discard: ['h0', 'h0'] }) });
    expect(same.violations[0]).toMatchObject({ code: 'DISCARD_REQUIRED' });
    const listed = legalActionsFor(
      reunion(hand('Grizzly Bears', 'Lightning Bolt')),
      new InMemoryCatalog([REUNION, GRIZZLY_BEARS, MOUNTAIN, LIGHTNING_BOLT]),
    );
    expect(listed.ok && listed.value.actions.map((x) => x.action)).toContainEqual(cast('cr', { discard: ['h0', 'h1'] }));
    const short = legalActionsFor(reunion(hand('Grizzly Bears')), new InMemoryCatalog([REUNION, GRIZZLY_BEARS, MOUNTAIN]));
    expect(short.ok && short.value.actions.map((x) => x.action)).not.toContainEqual(expect.objectContaining({ card: 'cr' }));
  });
});

describe('118.8: "exile a creature card from your graveyard" (Stitched Drake)', () => {
  // {1}{U}{U} 3/4 flying: "As an additional cost to cast this spell, exile a creature card from your graveyard."
  const DRAKE = bundledCard('Stitched Drake');
  const ISLAND = bundledCard('Island');
  const drakeCatalog = new InMemoryCatalog([DRAKE, ISLAND, GRIZZLY_BEARS, LIGHTNING_BOLT]);
  const drakeAnswer = rulingsWith(drakeCatalog);
  const islands = [0, 1, 2].map((i) => ({ id: `i${i}`, card: 'Island', controller: 'alice' }));
  const state = (graveyard: string[]) =>
    board(
      { battlefield: islands },
      { hand: [{ id: 'sd', card: 'Stitched Drake' }], graveyard: graveyard.map((card, i) => ({ id: `g${i}`, card })) },
    );
  const cast = (more: Record<string, unknown> = {}) => ({ type: 'cast', player: 'alice', card: 'sd', ...more });

  it('is understood: the whole card', () => {
    expect(compileCard(DRAKE).support).toBe('full');
    expect(compileCard(DRAKE).abilities).toContainEqual(
      expect.objectContaining({ kind: 'additionalCost', parts: [expect.objectContaining({ kind: 'exile', self: false, n: 1 })] }),
    );
  });

  it('701.13a, 601.2h: the creature card named is exiled from the graveyard as the cost is paid; the Drake resolves', () => {
    const a = drakeAnswer({ state: state(['Lightning Bolt', 'Grizzly Bears']), actions: [cast({ exile: ['g1'] }), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(ids(a.state.players[0].graveyard)).toEqual(['g0']);
    expect(a.state.exile).toEqual([{ id: 'g1', card: 'Grizzly Bears', owner: 'alice' }]);
    expect(a.state.battlefield.find((o) => o.id === 'sd')).toBeDefined();
    expect(cited(a)).toEqual(expect.arrayContaining(['701.13a', '601.2f', '601.2i']));
  });

  it('118.3: a card that is not a creature card does not pay it; with none in the graveyard the Drake cannot be cast', () => {
    const bolt = drakeAnswer({ state: state(['Lightning Bolt', 'Grizzly Bears']), action: cast({ exile: ['g0'] }) });
    expect(bolt.legal).toBe(false);
    expect(bolt.state.players[0].graveyard).toHaveLength(2);
    const none = drakeAnswer({ state: state(['Lightning Bolt']), action: cast({ exile: ['g0'] }) });
    expect(none.legal).toBe(false);
    const empty = drakeAnswer({ state: state([]), action: cast() });
    expect(empty.violations[0]).toMatchObject({ code: 'COST_CHOICE_REQUIRED', rule: '601.2h' });
    const listed = legalActionsFor(state(['Lightning Bolt']), drakeCatalog);
    expect(listed.ok && listed.value.actions.map((x) => x.action)).not.toContainEqual(expect.objectContaining({ card: 'sd' }));
    const ok = legalActionsFor(state(['Lightning Bolt', 'Grizzly Bears']), drakeCatalog);
    expect(ok.ok && ok.value.actions.map((x) => x.action)).toContainEqual(cast({ exile: ['g1'] }));
  });

  it('118.8: the card to exile must be named (601.2h), and no permanent is sacrificed for it', () => {
    const unnamed = drakeAnswer({ state: state(['Grizzly Bears']), action: cast() });
    expect(unnamed.violations[0]).toMatchObject({ code: 'COST_CHOICE_REQUIRED', rule: '601.2h' });
    const sacrifice = drakeAnswer({ state: state(['Grizzly Bears']), action: cast({ exile: ['g0'], sacrifice: ['i0'] }) });
    expect(sacrifice.violations[0]).toMatchObject({ code: 'NO_SUCH_ADDITIONAL_COST', rule: '118.8' });
  });
});

describe('118.8: "discard a card at random" (Sonic Seizure)', () => {
  // {R} instant: "As an additional cost to cast this spell, discard a card at random." 3 damage to any target.
  const SEIZURE = bundledCard('Sonic Seizure');
  const seizureCatalog = new InMemoryCatalog([SEIZURE, MOUNTAIN, GRIZZLY_BEARS, LIGHTNING_BOLT]);
  const seizureAnswer = rulingsWith(seizureCatalog);
  const state = (hand: string[]) =>
    board(
      { battlefield: [{ id: 'm0', card: 'Mountain', controller: 'alice' }] },
      { hand: [{ id: 'ss', card: 'Sonic Seizure' }, ...hand.map((card, i) => ({ id: `h${i}`, card }))] },
    );
  const cast = (more: Record<string, unknown> = {}) => ({ type: 'cast', player: 'alice', card: 'ss', targets: ['bob'], ...more });

  it('is understood: the whole card', () => {
    expect(compileCard(SEIZURE).support).toBe('full');
  });

  it('601.2h, 701.9b: the one other card in hand is discarded at random as the cost is paid; 3 damage to Bob', () => {
    const a = seizureAnswer({ state: state(['Grizzly Bears']), actions: [cast(), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(ids(a.state.players[0].graveyard)).toEqual(['h0', 'ss']);
    expect(a.state.players[1].life).toBe(17);
    expect(cited(a)).toEqual(expect.arrayContaining(['601.2h', '701.9a']));
  });

  it('601.2h: of two cards, one is discarded (the seed chooses), the other stays', () => {
    const a = seizureAnswer({ state: state(['Grizzly Bears', 'Lightning Bolt']), action: cast() });
    expect(a.legal).toBe(true);
    expect(a.state.players[0].graveyard).toHaveLength(1);
    expect(a.state.players[0].hand).toHaveLength(1);
  });

  it('118.3: with no other card in hand it cannot be cast; the caster does not choose the card (601.2h)', () => {
    const empty = seizureAnswer({ state: state([]), action: cast() });
    expect(empty.legal).toBe(false);
    expect(empty.violations[0]).toMatchObject({ code: 'CANNOT_DISCARD', rule: '118.3' });
    const chosen = seizureAnswer({ state: state(['Grizzly Bears', 'Lightning Bolt']), action: cast({ discard: ['h1'] }) });
    expect(chosen.violations[0]).toMatchObject({ code: 'NO_SUCH_COST', rule: '601.2h' });
    const listed = legalActionsFor(state([]), seizureCatalog);
    expect(listed.ok && listed.value.actions.map((x) => x.action)).not.toContainEqual(expect.objectContaining({ card: 'ss' }));
  });
});

describe('118.8, 107.3a: "As an additional cost to cast this spell, pay X life." (Toxic Deluge, Hatred)', () => {
  const DELUGE = bundledCard('Toxic Deluge'); // {2}{B} sorcery: pay X life; all creatures get -X/-X until end of turn
  const HATRED = bundledCard('Hatred'); // {3}{B}{B} instant: pay X life; target creature gets +X/+0 until end of turn
  const more = new InMemoryCatalog([DELUGE, HATRED, GRIZZLY_BEARS, bundledCard('Hill Giant'), SWAMP]);
  const ask = rulingsWith(more);
  const swamps = (n: number) => Array.from({ length: n }, (_, i) => perm(`s${i + 1}`, 'Swamp', 'alice'));
  const field = (life = 20) =>
    board(
      { battlefield: [...swamps(5), perm('gb', 'Grizzly Bears', 'bob'), perm('hg', 'Hill Giant', 'alice')] },
      {
        life,
        hand: [
          { id: 'td', card: 'Toxic Deluge' },
          { id: 'ha', card: 'Hatred' },
        ],
      },
    );

  it('Toxic Deluge, Hatred, Necrologia are understood in full; the life paid is the X', () => {
    for (const name of ['Toxic Deluge', 'Hatred', 'Necrologia'])
      expect([name, compileCard(bundledCard(name)).support]).toEqual([name, 'full']);
    expect(compileCard(DELUGE).abilities).toContainEqual(expect.objectContaining({ kind: 'additionalCost', life: 'X' }));
  });

  it('601.2b, 119.4: Toxic Deluge with X = 2: alice pays 2 life; the Bears die (704.5f), Hill Giant is a 1/1 until end of turn', () => {
    const a = ask({ state: field(), actions: [cast('td', { x: 2, payment: { tap: ['s1', 's2', 's3'] } }), ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(a.state.players[0].life).toBe(18);
    expect(a.state.battlefield.find((o) => o.id === 'gb')).toBeUndefined();
    expect(a.state.battlefield.find((o) => o.id === 'hg')?.characteristics).toMatchObject({ power: 1, toughness: 1 });
    expect(cited(a)).toEqual(expect.arrayContaining(['601.2b', '119.4', '704.5f']));
  });

  it('X = 0 pays no life and changes nothing', () => {
    const a = ask({ state: field(), actions: [cast('td', { x: 0, payment: { tap: ['s1', 's2', 's3'] } }), ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(a.state.players[0].life).toBe(20);
    expect(a.state.battlefield.find((o) => o.id === 'gb')).toBeDefined();
  });

  it('119.4: X above her life is refused, nothing paid; X not given is refused (107.3a)', () => {
    const over = ask({ state: field(3), action: cast('td', { x: 4, payment: { tap: ['s1', 's2', 's3'] } }) });
    expect(over.violations).toEqual([expect.objectContaining({ code: 'CANNOT_PAY_LIFE', rule: '119.4' })]);
    expect(over.state.players[0].life).toBe(3);
    expect(over.state.battlefield.find((o) => o.id === 's1')?.tapped).toBeFalsy();
    const none = ask({ state: field(), action: cast('td', { payment: { tap: ['s1', 's2', 's3'] } }) });
    expect(none.violations).toEqual([expect.objectContaining({ code: 'X_NOT_CHOSEN', rule: '107.3a' })]);
  });

  it('Hatred with X = 3: the Giant gets +3/+0 (a 6/3), alice pays 3 life; the mana paid is its {3}{B}{B} only', () => {
    const a = ask({
      state: field(),
      actions: [cast('ha', { x: 3, targets: ['hg'], payment: { tap: ['s1', 's2', 's3', 's4', 's5'] } }), ...passes(2)],
    });
    expect(a.violations).toEqual([]);
    expect(a.state.players[0].life).toBe(17);
    expect(a.state.battlefield.find((o) => o.id === 'hg')?.characteristics).toMatchObject({ power: 6, toughness: 3 });
  });

  it('legal actions offer Toxic Deluge with X = 0', () => {
    const listed = legalActionsFor(field(), more);
    expect(listed.ok && listed.value.actions.map((x) => x.action)).toContainEqual(expect.objectContaining({ card: 'td', x: 0 }));
  });

  it('Sickening Dreams (discard X cards) with X = 2: two cards discarded, 2 damage to each creature and each player', () => {
    const DREAMS = bundledCard('Sickening Dreams'); // {1}{B}: discard X cards; X damage to each creature and each player
    expect(compileCard(DREAMS).support).toBe('full');
    const dreams = rulingsWith(
      new InMemoryCatalog([DREAMS, GRIZZLY_BEARS, bundledCard('Hill Giant'), bundledCard('Lightning Bolt'), SWAMP]),
    );
    const state = board(
      { battlefield: [...swamps(2), perm('gb', 'Grizzly Bears', 'bob'), perm('hg', 'Hill Giant', 'alice')] },
      {
        hand: [
          { id: 'sd', card: 'Sickening Dreams' },
          { id: 'h0', card: 'Lightning Bolt' },
          { id: 'h1', card: 'Grizzly Bears' },
        ],
      },
    );
    const a = dreams({ state, actions: [cast('sd', { x: 2, discard: ['h0', 'h1'] }), ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(a.state.players.map((p) => p.life)).toEqual([18, 18]);
    expect(a.state.battlefield.find((o) => o.id === 'gb')).toBeUndefined();
    expect(a.state.battlefield.find((o) => o.id === 'hg')).toMatchObject({ damage: 2 });
    expect(a.state.players[0].graveyard.map((o) => o.id).sort()).toEqual(['h0', 'h1', 'sd']);
    expect(cited(a)).toEqual(expect.arrayContaining(['601.2b', '120.3e', '704.5g']));
    // X = 2 with one card to discard: the cost cannot be paid (601.2h).
    expect(dreams({ state, action: cast('sd', { x: 2, discard: ['h0'] }) }).legal).toBe(false);
  });
});

describe('118.8, 701.21a: "As an additional cost to cast CARDNAME, sacrifice a Goblin." (Goblin Grenade)', () => {
  // {R} sorcery: "... sacrifice a Goblin. Goblin Grenade deals 5 damage to target creature or player."
  const GRENADE = bundledCard('Goblin Grenade');
  const grenadeCatalog = new InMemoryCatalog([
    GRENADE,
    bundledCard('Raging Goblin'),
    bundledCard('Woodland Changeling'),
    MOUNTAIN,
    GRIZZLY_BEARS,
  ]);
  const grenadeAnswer = rulingsWith(grenadeCatalog);
  const state = (creatures: string[]) =>
    board(
      {
        battlefield: [
          { id: 'm0', card: 'Mountain', controller: 'alice' },
          ...creatures.map((card, i) => ({ id: `c${i}`, card, controller: 'alice' })),
          { id: 'theirs', card: 'Raging Goblin', controller: 'bob' },
        ],
      },
      { hand: [{ id: 'gg', card: 'Goblin Grenade' }] },
    );
  const cast = (more: Record<string, unknown> = {}) => ({ type: 'cast', player: 'alice', card: 'gg', targets: ['bob'], ...more });

  it('is understood (Goblin Grenade, Fodder Launch); a Goblin-or-Elf sacrifice, or two Goblins, stays refused', () => {
    expect(compileCard(GRENADE).support).toBe('full');
    expect(compileCard(bundledCard('Fodder Launch')).support).toBe('full');
    const text = (cost: string) =>
      `As an additional cost to cast this spell, sacrifice ${cost}.\nGoblin Grenade deals 5 damage to any target.`;
    expect(compileCard({ ...GRENADE, text: text('a Goblin or Elf') }).support).not.toBe('full');
    expect(compileCard({ ...GRENADE, text: text('two Goblins') }).support).not.toBe('full');
  });

  it('601.2h, 701.21a: the Goblin named is sacrificed as the cost is paid; 5 damage to Bob', () => {
    const a = grenadeAnswer({ state: state(['Grizzly Bears', 'Raging Goblin']), actions: [cast({ sacrifice: ['c1'] }), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(ids(a.state.players[0].graveyard)).toEqual(['c1', 'gg']);
    expect(a.state.battlefield.map((o) => o.id)).toEqual(['m0', 'c0', 'theirs']);
    expect(a.state.players[1].life).toBe(15);
    expect(cited(a)).toEqual(expect.arrayContaining(['701.21a', '601.2h']));
  });

  it('702.73a: a changeling is a Goblin and pays it', () => {
    const a = grenadeAnswer({ state: state(['Woodland Changeling']), actions: [cast({ sacrifice: ['c0'] }), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(a.state.players[1].life).toBe(15);
  });

  it("118.3: a creature that is not a Goblin, or an opponent's Goblin, does not pay it; legal actions offer only her Goblins", () => {
    const bears = grenadeAnswer({ state: state(['Grizzly Bears', 'Raging Goblin']), action: cast({ sacrifice: ['c0'] }) });
    expect(bears.legal).toBe(false);
    expect(bears.violations[0]).toMatchObject({ code: 'CANNOT_SACRIFICE', rule: '118.3' });
    const theirs = grenadeAnswer({ state: state(['Raging Goblin']), action: cast({ sacrifice: ['theirs'] }) });
    expect(theirs.violations[0]).toMatchObject({ code: 'CANNOT_SACRIFICE', rule: '701.21a' });
    const unnamed = grenadeAnswer({ state: state(['Raging Goblin']), action: cast() });
    expect(unnamed.violations[0]).toMatchObject({ code: 'SACRIFICE_REQUIRED', rule: '601.2h' });
    const listed = legalActionsFor(state(['Grizzly Bears', 'Raging Goblin']), grenadeCatalog);
    const casts = listed.ok ? listed.value.actions.map((x) => x.action).filter((x) => 'card' in x && x.card === 'gg') : [];
    expect(casts.length).toBeGreaterThan(0);
    expect(casts.every((x) => JSON.stringify((x as { sacrifice?: string[] }).sacrifice) === '["c1"]')).toBe(true);
    const none = legalActionsFor(state(['Grizzly Bears']), grenadeCatalog);
    expect(none.ok && none.value.actions.map((x) => x.action)).not.toContainEqual(expect.objectContaining({ card: 'gg' }));
  });
});
