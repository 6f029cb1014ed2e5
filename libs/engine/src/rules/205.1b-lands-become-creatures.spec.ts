import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { compileCard } from '../cards/oracle-compiler';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { passes } from '../testing/actions';
import { bundledCard } from '../testing/bundled-catalog';

/**
 * 205.1b, 613.1d-f, 613.4b: lands whose activated ability makes them a creature until end of turn
 * ("It's still a land."), with their Oracle text from the bundled catalog: activated (602.2, the
 * mana paid: 601.2h), resolved (608.2), attacking (508.1a, 302.6) and back to a land at the cleanup
 * step (514.2).
 */
const manLands = [
  'Mutavault',
  'Celestial Colonnade',
  "Mishra's Factory",
  'Treetop Village',
  'Blinkmoth Nexus',
  'Inkmoth Nexus',
  'Faerie Conclave',
  'Stirring Wildwood',
  'Raging Ravine',
  'Spawning Pool',
];
const catalog = new InMemoryCatalog(
  [
    ...manLands,
    'Nantuko Monastery',
    'Woodwraith Corrupter',
    'Vivify',
    'Kamahl, Fist of Krosa',
    'Creeping Tar Pit',
    'Stalking Stones',
    'Lavaclaw Reaches',
    'Swamp',
    'Mountain',
    'Island',
    'Plains',
    'Forest',
    'Grizzly Bears',
  ].map(bundledCard),
);
const answer = rulingsWith(catalog);
/** The index, among the card's activated abilities (602.1), of the one that makes it a creature. */
const becomes = (name: string) =>
  bundledCard(name)
    .text.split('\n')
    .filter((l) => /^[^":]*\{[^}]+\}[^":]*: /.test(l))
    .findIndex((l) => l.includes('becomes a'));
const land = (id: string, card: string, more: Record<string, unknown> = {}) => ({ id, card, controller: 'alice', ...more });
const mountains = (n: number) => Array.from({ length: n }, (_, i) => land(`m${i + 1}`, 'Mountain'));
const activate = (source: string, card: string, tap: string[]) => ({
  type: 'activate',
  player: 'alice',
  source,
  ability: becomes(card),
  payment: { tap },
});

describe('205.1b: the man-lands are understood in full', () => {
  it.each(manLands)('%s', (name) => {
    expect(compileCard(bundledCard(name)).support).toBe('full');
  });

  it('a quoted ability the engine does not understand ("power and toughness are each equal to ...") keeps the line refused (Svogthos, the Restless Tomb)', () => {
    expect(compileCard(bundledCard('Svogthos, the Restless Tomb')).support).not.toBe('full');
  });
});

describe('Mutavault: "{1}: becomes a 2/2 creature with all creature types until end of turn. It\'s still a land."', () => {
  const mutavault = (more: Record<string, unknown> = {}) => land('mv', 'Mutavault', more);

  it('602.2, 613.1d, 205.1b, 205.3m, 613.4b: a 2/2 land creature with every creature type, still colorless', () => {
    const a = answer({
      state: board({ battlefield: [mutavault(), ...mountains(1)] }),
      actions: [activate('mv', 'Mutavault', ['m1']), ...passes(2)],
    });
    expect(a.violations).toEqual([]);
    const mv = a.state.battlefield.find((o) => o.id === 'mv');
    expect(mv?.tapped).toBe(false);
    expect(mv?.characteristics).toMatchObject({ power: 2, toughness: 2, colors: [] });
    expect(mv?.characteristics?.types).toEqual(['Land', 'Creature']);
    expect(mv?.characteristics?.subtypes).toEqual(expect.arrayContaining(['Goblin', 'Elf', 'Time Lord', 'Assembly-Worker']));
    expect(a.state.battlefield.find((o) => o.id === 'm1')?.tapped).toBe(true);
    expect(cited(a)).toEqual(expect.arrayContaining(['613.1d']));
  });

  it('508.1a, 510.1: it attacks as a 2/2 and deals bob 2 combat damage', () => {
    const a = answer({
      state: board({ battlefield: [mutavault(), ...mountains(1)] }),
      actions: [
        activate('mv', 'Mutavault', ['m1']),
        ...passes(6),
        { type: 'declareAttackers', player: 'alice', attackers: [{ id: 'mv', attacking: 'bob' }] },
        // bob controls no creature: no blockers are declared (509.1), on to combat damage.
        ...passes(4),
      ],
    });
    expect(a.violations).toEqual([]);
    expect(a.state.players[1].life).toBe(18);
  });

  it('514.2: at the cleanup step the effect ends: on the next turn it is a land only, with no effect left', () => {
    const a = answer({
      state: board({ battlefield: [mutavault(), ...mountains(1)] }),
      actions: [
        activate('mv', 'Mutavault', ['m1']),
        ...passes(6),
        { type: 'declareAttackers', player: 'alice', attackers: [] },
        ...passes(8),
      ],
    });
    expect(a.violations).toEqual([]);
    expect(a.state.turn.number).toBe(4);
    const mv = a.state.battlefield.find((o) => o.id === 'mv');
    expect(mv?.characteristics).toMatchObject({ types: ['Land'], subtypes: [], power: null, toughness: null });
    expect(a.state.effects).toEqual([]);
  });

  it('302.6: a Mutavault that came under her control this turn may be made a creature but cannot attack', () => {
    const a = answer({
      state: board({ battlefield: [mutavault({ summoningSick: true }), ...mountains(1), land('gb', 'Grizzly Bears')] }),
      actions: [
        activate('mv', 'Mutavault', ['m1']),
        ...passes(6),
        { type: 'declareAttackers', player: 'alice', attackers: [{ id: 'mv', attacking: 'bob' }] },
      ],
    });
    expect(a.violations[0]).toMatchObject({ code: 'SUMMONING_SICK', rule: '302.6' });
  });

  it('601.2h: with no other land and nothing in the pool but itself tapped, the activation is illegal and nothing changes', () => {
    const a = answer({
      state: board({ battlefield: [mutavault({ tapped: true })] }),
      action: { ...activate('mv', 'Mutavault', []), payment: undefined },
    });
    expect(a.violations).toEqual([expect.objectContaining({ rule: '601.2h', code: 'NOT_ENOUGH_MANA' })]);
    expect(a.state.effects).toEqual([]);
    expect(a.state.stack).toEqual([]);
  });
});

describe('Celestial Colonnade: "{3}{W}{U}: Until end of turn, becomes a 4/4 white and blue Elemental creature with flying and vigilance."', () => {
  const lands = [
    land('cc', 'Celestial Colonnade'),
    ...mountains(3),
    land('p1', 'Plains'),
    land('i1', 'Island'),
    land('b1', 'Grizzly Bears', { controller: 'bob' }),
  ];
  const pay = ['m1', 'm2', 'm3', 'p1', 'i1'];

  it('613.1d, 613.1e, 613.1f, 613.4b: a 4/4 white and blue Elemental land creature with flying and vigilance', () => {
    const a = answer({ state: board({ battlefield: lands }), actions: [activate('cc', 'Celestial Colonnade', pay), ...passes(2)] });
    expect(a.violations).toEqual([]);
    const cc = a.state.battlefield.find((o) => o.id === 'cc');
    expect(cc?.characteristics).toMatchObject({ power: 4, toughness: 4, types: ['Land', 'Creature'], subtypes: ['Elemental'] });
    expect([...(cc?.characteristics?.colors ?? [])].sort()).toEqual(['U', 'W']);
    expect(cc?.characteristics?.abilities).toEqual(expect.arrayContaining(['Flying', 'Vigilance']));
    expect(a.state.effects.map((e) => e.kind)).toEqual(expect.arrayContaining(['add-types', 'set-colors', 'set-pt', 'add-keyword']));
  });

  it('702.20b, 702.9b: it attacks without tapping, and Grizzly Bears cannot block it', () => {
    const a = answer({
      state: board({ battlefield: lands }),
      actions: [
        activate('cc', 'Celestial Colonnade', pay),
        ...passes(6),
        { type: 'declareAttackers', player: 'alice', attackers: [{ id: 'cc', attacking: 'bob' }] },
        ...passes(2),
        { type: 'declareBlockers', player: 'bob', blockers: [{ id: 'b1', blocking: ['cc'] }] },
      ],
    });
    expect(a.state.battlefield.find((o) => o.id === 'cc')?.tapped).toBe(false);
    expect(a.violations[0]).toMatchObject({ rule: '702.9b' });
  });

  it('601.2h: four lands (the Colonnade itself one of them) are not enough for {3}{W}{U}: illegal, nothing changes', () => {
    const a = answer({
      state: board({ battlefield: lands.filter((o) => o.id !== 'm3' && o.id !== 'm2') }),
      action: { ...activate('cc', 'Celestial Colonnade', []), payment: undefined },
    });
    expect(a.violations).toEqual([expect.objectContaining({ rule: '601.2h', code: 'NOT_ENOUGH_MANA' })]);
    expect(a.state.effects).toEqual([]);
  });
});

describe("Mishra's Factory: an artifact creature too (205.1b), colorless", () => {
  it('613.1d: a 2/2 Assembly-Worker artifact land creature', () => {
    const a = answer({
      state: board({ battlefield: [land('mf', "Mishra's Factory"), ...mountains(1)] }),
      actions: [activate('mf', "Mishra's Factory", ['m1']), ...passes(2)],
    });
    expect(a.violations).toEqual([]);
    const mf = a.state.battlefield.find((o) => o.id === 'mf');
    expect(mf?.characteristics).toMatchObject({ power: 2, toughness: 2, colors: [], subtypes: ['Assembly-Worker'] });
    expect(mf?.characteristics?.types).toEqual(expect.arrayContaining(['Land', 'Artifact', 'Creature']));
  });
});

describe('Raging Ravine: with "Whenever this creature attacks, put a +1/+1 counter on it." (613.1f)', () => {
  const lands = [land('rr', 'Raging Ravine'), ...mountains(2), land('f1', 'Forest'), land('f2', 'Forest')];
  const pay = ['m1', 'm2', 'f1', 'f2'];
  const attack = [
    activate('rr', 'Raging Ravine', pay),
    ...passes(6),
    { type: 'declareAttackers', player: 'alice', attackers: [{ id: 'rr', attacking: 'bob' }] },
  ];

  it('613.1f, 603.2, 122.1: it has the quoted ability while a creature: attacking puts a +1/+1 counter on it, it deals 4', () => {
    // The attack trigger resolves (2 passes), then on to combat damage (bob has no creature: no blockers, 509.1).
    const a = answer({ state: board({ battlefield: lands }), actions: [...attack, ...passes(2), ...passes(4)] });
    expect(a.violations).toEqual([]);
    const rr = a.state.battlefield.find((o) => o.id === 'rr');
    expect(rr?.counters).toMatchObject({ '+1/+1': 1 });
    expect(rr?.characteristics).toMatchObject({ power: 4, toughness: 4 });
    expect(rr?.characteristics?.abilities).toEqual(expect.arrayContaining(['Whenever this creature attacks, put a +1/+1 counter on it.']));
    expect([...(rr?.characteristics?.colors ?? [])].sort()).toEqual(['G', 'R']);
    expect(a.state.players[1].life).toBe(16);
    expect(a.state.effects.map((e) => e.kind)).toContain('add-ability');
  });

  it('514.2: on the next turn it is a land again, without the ability, the counter still on it (122.1)', () => {
    const a = answer({ state: board({ battlefield: lands }), actions: [...attack, ...passes(2), ...passes(12)] });
    expect(a.violations).toEqual([]);
    expect(a.state.turn.number).toBe(4);
    const rr = a.state.battlefield.find((o) => o.id === 'rr');
    expect(rr?.counters).toMatchObject({ '+1/+1': 1 });
    expect(rr?.characteristics).toMatchObject({ types: ['Land'], power: null });
    expect(rr?.characteristics?.abilities).not.toContain('Whenever this creature attacks, put a +1/+1 counter on it.');
  });
});

describe('Spawning Pool: with "{B}: Regenerate this creature" (613.1f)', () => {
  it('613.1f: once a creature, it has the quoted ability', () => {
    const a = answer({
      state: board({ battlefield: [land('sp', 'Spawning Pool')] }, { manaPool: '{B}{B}' }),
      actions: [{ ...activate('sp', 'Spawning Pool', []), payment: undefined }, ...passes(2)],
    });
    expect(a.violations).toEqual([]);
    const sp = a.state.battlefield.find((o) => o.id === 'sp');
    expect(sp?.characteristics).toMatchObject({ power: 1, toughness: 1, colors: ['B'], subtypes: ['Skeleton'] });
    expect(sp?.characteristics?.abilities).toEqual(expect.arrayContaining(['{B}: Regenerate this creature.']));
  });
});

describe('Nantuko Monastery: "Threshold — ... Activate only if seven or more cards are in your graveyard." (602.5b)', () => {
  const state = (cards: number) =>
    board(
      { battlefield: [land('nm', 'Nantuko Monastery'), land('f1', 'Forest'), land('p1', 'Plains')] },
      { graveyard: Array.from({ length: cards }, () => 'Forest') },
    );
  const go = { ...activate('nm', 'Nantuko Monastery', ['f1', 'p1']) };

  it('with seven cards in her graveyard: a 4/4 green and white Insect Monk with first strike', () => {
    const a = answer({ state: state(7), actions: [go, ...passes(2)] });
    expect(a.violations).toEqual([]);
    const nm = a.state.battlefield.find((o) => o.id === 'nm');
    expect(nm?.characteristics).toMatchObject({ power: 4, toughness: 4, subtypes: ['Insect', 'Monk'] });
    expect(nm?.characteristics?.abilities).toEqual(expect.arrayContaining(['First strike']));
  });

  it('602.5b: with six, the activation is illegal (CONDITION_NOT_MET) and nothing changes', () => {
    const a = answer({ state: state(6), action: go });
    expect(a.violations).toEqual([expect.objectContaining({ code: 'CONDITION_NOT_MET', rule: '602.5b' })]);
    expect(a.state.effects).toEqual([]);
    expect(a.state.battlefield.filter((o) => o.tapped)).toEqual([]);
  });
});

describe('Creeping Tar Pit: "... until end of turn and can\'t be blocked this turn." (509.1b)', () => {
  const lands = [
    land('tp', 'Creeping Tar Pit'),
    ...mountains(2),
    land('i1', 'Island'),
    land('s1', 'Swamp'),
    land('gb', 'Grizzly Bears', { controller: 'bob' }),
  ];
  const attack = [
    activate('tp', 'Creeping Tar Pit', ['m1', 'm2', 'i1', 's1']),
    ...passes(6),
    { type: 'declareAttackers', player: 'alice', attackers: [{ id: 'tp', attacking: 'bob' }] },
    ...passes(2),
  ];

  it("509.1b: a 3/2 blue and black Elemental that Grizzly Bears can't block", () => {
    const a = answer({
      state: board({ battlefield: lands }),
      actions: [...attack, { type: 'declareBlockers', player: 'bob', blockers: [{ id: 'gb', blocking: ['tp'] }] }],
    });
    expect(a.violations[0]).toMatchObject({ code: 'CANT_BE_BLOCKED', rule: '509.1b' });
    const tp = a.state.battlefield.find((o) => o.id === 'tp');
    expect(tp?.characteristics).toMatchObject({ power: 3, toughness: 2, subtypes: ['Elemental'] });
  });

  it('unblocked, it deals bob 3', () => {
    const a = answer({
      state: board({ battlefield: lands }),
      actions: [...attack, { type: 'declareBlockers', player: 'bob', blockers: [] }, ...passes(2)],
    });
    expect(a.violations).toEqual([]);
    expect(a.state.players[1].life).toBe(17);
  });
});

describe('Stalking Stones: "{6}: becomes a 3/3 Elemental artifact creature that\'s still a land." (611.2c: no end)', () => {
  it('it is still a 3/3 artifact land creature on the next turn', () => {
    const a = answer({
      state: board({ battlefield: [land('ss', 'Stalking Stones'), ...mountains(6)] }),
      actions: [
        activate('ss', 'Stalking Stones', ['m1', 'm2', 'm3', 'm4', 'm5', 'm6']),
        ...passes(6),
        { type: 'declareAttackers', player: 'alice', attackers: [] },
        ...passes(8),
      ],
    });
    expect(a.violations).toEqual([]);
    expect(a.state.turn.number).toBe(4);
    const ss = a.state.battlefield.find((o) => o.id === 'ss');
    expect(ss?.characteristics).toMatchObject({ power: 3, toughness: 3, subtypes: ['Elemental'] });
    expect(ss?.characteristics?.types).toEqual(expect.arrayContaining(['Land', 'Artifact', 'Creature']));
    expect(a.state.effects.every((e) => e.duration === 'permanent')).toBe(true);
  });
});

describe('"Target land becomes a 3/3 creature until end of turn. It\'s still a land." (Vivify, Kamahl, Fist of Krosa)', () => {
  const vivify = board(
    { battlefield: [...mountains(1), land('i1', 'Island'), land('f9', 'Forest'), land('bf', 'Forest', { controller: 'bob' })] },
    { hand: [{ id: 'v', card: 'Vivify' }] },
  );

  it("608.2, 205.1b: Vivify makes bob's Forest a 3/3 land creature until end of turn, and alice draws a card", () => {
    const a = answer({ state: vivify, actions: [{ type: 'cast', player: 'alice', card: 'v', targets: ['bf'] }, ...passes(2)] });
    expect(a.violations).toEqual([]);
    const bf = a.state.battlefield.find((o) => o.id === 'bf');
    expect(bf?.characteristics).toMatchObject({ power: 3, toughness: 3, types: ['Land', 'Creature'], subtypes: ['Forest'] });
    expect(a.state.players[0].hand).toMatchObject({ count: 1 });
  });

  it('115.1: Grizzly Bears is not a land: an illegal target', () => {
    const state = board(
      { battlefield: [...mountains(1), land('i1', 'Island'), land('f9', 'Forest'), land('gb', 'Grizzly Bears', { controller: 'bob' })] },
      { hand: [{ id: 'v', card: 'Vivify' }] },
    );
    const a = answer({ state, action: { type: 'cast', player: 'alice', card: 'v', targets: ['gb'] } });
    expect(a.violations).toEqual([expect.objectContaining({ code: 'ILLEGAL_TARGET' })]);
    expect(a.state.stack).toEqual([]);
  });

  it("Kamahl's {G}: her own Forest, under her control since the turn began, attacks as a 1/1", () => {
    const a = answer({
      state: board({ battlefield: [land('k', 'Kamahl, Fist of Krosa'), land('f1', 'Forest'), land('f2', 'Forest')] }),
      actions: [
        { type: 'activate', player: 'alice', source: 'k', ability: 0, targets: ['f2'], payment: { tap: ['f1'] } },
        ...passes(6),
        { type: 'declareAttackers', player: 'alice', attackers: [{ id: 'f2', attacking: 'bob' }] },
        ...passes(4),
      ],
    });
    expect(a.violations).toEqual([]);
    expect(a.state.players[1].life).toBe(19);
  });
});

describe('Woodwraith Corrupter: "Target Forest becomes a 4/4 black and green Elemental Horror creature. It\'s still a land." (no end)', () => {
  it('611.2c, 613.1e: the Forest is a 4/4 black and green Elemental Horror Forest, for good', () => {
    const a = answer({
      state: board({
        battlefield: [
          land('wc', 'Woodwraith Corrupter'),
          land('f1', 'Forest'),
          land('f2', 'Forest'),
          land('s1', 'Swamp'),
          land('fx', 'Forest'),
        ],
      }),
      actions: [
        { type: 'activate', player: 'alice', source: 'wc', ability: 0, targets: ['fx'], payment: { tap: ['f1', 'f2', 's1'] } },
        ...passes(2),
      ],
    });
    expect(a.violations).toEqual([]);
    const fx = a.state.battlefield.find((o) => o.id === 'fx');
    expect(fx?.characteristics).toMatchObject({
      power: 4,
      toughness: 4,
      types: ['Land', 'Creature'],
      subtypes: ['Forest', 'Elemental', 'Horror'],
    });
    expect([...(fx?.characteristics?.colors ?? [])].sort()).toEqual(['B', 'G']);
    expect(a.state.effects.every((e) => e.duration === 'permanent')).toBe(true);
  });
});

describe('Lavaclaw Reaches: a quoted "{X}: This creature gets +X/+0 until end of turn." (613.1f, 107.3a)', () => {
  const lands = [land('lr', 'Lavaclaw Reaches'), ...mountains(5), land('s1', 'Swamp')];
  const animate = activate('lr', 'Lavaclaw Reaches', ['s1', 'm1', 'm2']);
  const pump = (x: number, tap: string[]) => ({ type: 'activate', player: 'alice', source: 'lr', ability: 2, x, payment: { tap } });

  it('Lavaclaw Reaches is understood in full', () => {
    expect(compileCard(bundledCard('Lavaclaw Reaches')).support).toBe('full');
  });

  it('602.2, 107.3a, 613.4c: once a creature, X = 2 paid with {2} makes its 2/2 a 4/2 until end of turn', () => {
    const a = answer({ state: board({ battlefield: lands }), actions: [animate, ...passes(2), pump(2, ['m3', 'm4']), ...passes(2)] });
    expect(a.violations).toEqual([]);
    const lr = a.state.battlefield.find((o) => o.id === 'lr');
    expect(lr?.characteristics).toMatchObject({ power: 4, toughness: 2 });
    expect([...(lr?.characteristics?.colors ?? [])].sort()).toEqual(['B', 'R']);
    expect(a.state.battlefield.find((o) => o.id === 'm5')?.tapped).toBeFalsy();
  });

  it('602.1: while it is a land only, it has no such ability to activate', () => {
    const a = answer({ state: board({ battlefield: lands }), action: pump(1, ['m1']) });
    expect(a.violations).toEqual([expect.objectContaining({ code: 'NO_SUCH_ABILITY', rule: '602.1' })]);
    expect(a.state.battlefield.find((o) => o.id === 'm1')?.tapped).toBeFalsy();
  });
});
