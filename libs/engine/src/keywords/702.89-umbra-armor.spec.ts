import { adjudicate } from '../adjudicate';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { ids, lands, perm } from '../testing/spell-cards';
import { passes } from '../testing/actions';
import { effect } from '../testing/static-cards';

/** 702.89 umbra armor (printed "totem armor" in the bundled catalog, 702.89b), on real cards. */
const ELAND = bundledCard('Eland Umbra'); // Enchanted creature gets +0/+4; totem armor
const OTHERS = [
  'Hyena Umbra', // Enchanted creature gets +1/+1 and has first strike; totem armor
  'Grizzly Bears',
  'Hill Giant',
  'Swamp',
  'Mountain',
  'Plains',
  'Murder',
  'Shock',
  'Wrath of God',
  'Elspeth Tirel', // −5: Destroy all other permanents except for lands and tokens
  'Last Gasp', // Target creature gets -3/-3 until end of turn
  'Bone Splinters',
  'Drudge Skeletons',
];
const catalog = new InMemoryCatalog([ELAND, ...OTHERS.map(bundledCard)]);
const answer = rulingsWith(catalog);

describe('702.89 umbra armor', () => {
  it('702.89b: "Totem armor" is understood', () => {
    expect(compileCard(ELAND).support).toBe('full');
  });

  it('702.89a: Murder on a creature enchanted by Eland Umbra destroys the Aura instead and removes the damage', () => {
    const state = board(
      {
        battlefield: [
          perm('gb', 'Grizzly Bears', 'alice', { damage: 1 }),
          perm('el', 'Eland Umbra', 'alice', { attachedTo: 'gb' }),
          ...lands('Swamp', 's', 3, 'bob'),
        ],
        turn: { number: 3, active: 'alice', step: 'first-main', priority: 'bob' },
      },
      {},
      { hand: [{ id: 'm', card: 'Murder' }] },
    );
    const cast = answer({ state, action: { type: 'cast', player: 'bob', card: 'm', targets: ['gb'] } });
    expect(cast.legal).toBe(true);
    const done = answer({
      state: cast.state,
      actions: [
        { type: 'pass', player: 'bob' },
        { type: 'pass', player: 'alice' },
      ],
    });
    expect(done.state.battlefield.find((o) => o.id === 'gb')).toMatchObject({ id: 'gb' });
    expect(done.state.battlefield.find((o) => o.id === 'gb')?.damage ?? 0).toBe(0);
    expect(ids(done.state.players[0].graveyard)).toEqual(['el']);
    expect(cited(done)).toEqual(expect.arrayContaining(['702.89a', '701.8a']));
    // The rulings: the spell that would have destroyed the creature is what destroys the Aura.
    expect(done.trace.find((t) => t.rule === '701.8a')?.text).toMatch(/^Murder destroys Eland Umbra/);
  });

  /** Alice casts `card` (with `extra`: targets, sacrifice) in her main phase; both players pass: it resolves. */
  const resolve = (state: Record<string, unknown>, card: string, extra: Record<string, unknown> = {}) =>
    answer({ state, actions: [{ type: 'cast', player: 'alice', card, ...extra }, ...passes(2)] });
  const onField = (a: ReturnType<typeof answer>, id: string) => a.state.battlefield.find((o) => o.id === id);

  describe('702.89a: lethal damage (704.5g) is a destruction the umbra replaces', () => {
    it("Shock on a damaged Grizzly Bears with Hyena Umbra (3/3): lethal, the Bears stay with no damage, the Aura goes to its owner's graveyard", () => {
      const state = board(
        {
          battlefield: [
            perm('gb', 'Grizzly Bears', 'bob', { damage: 1 }),
            perm('hy', 'Hyena Umbra', 'bob', { attachedTo: 'gb' }),
            perm('m1', 'Mountain', 'alice'),
          ],
        },
        { hand: [{ id: 'sh', card: 'Shock' }] },
      );
      const a = resolve(state, 'sh', { targets: ['gb'] });
      expect(a.legal).toBe(true);
      expect(onField(a, 'gb')).toBeDefined();
      expect(onField(a, 'gb')?.damage ?? 0).toBe(0);
      expect(onField(a, 'hy')).toBeUndefined();
      expect(ids(a.state.players[1].graveyard)).toEqual(['hy']);
      expect(ids(a.state.players[0].graveyard)).toEqual(['sh']);
      // The lethal damage is seen (704.5g), its destruction replaced (702.89a), the Aura destroyed (701.8a).
      expect(cited(a)).toEqual(expect.arrayContaining(['704.5g', '702.89a', '701.8a']));
      expect(cited(a).indexOf('704.5g')).toBeLessThan(cited(a).indexOf('702.89a'));
      expect(a.trace.find((t) => t.rule === '701.8a')?.objects).toEqual(['hy']);
    });

    it('the same Shock on the Bears without an umbra destroys them (704.5g, 701.8a)', () => {
      const state = board(
        { battlefield: [perm('gb', 'Grizzly Bears', 'bob', { damage: 1 }), perm('m1', 'Mountain', 'alice')] },
        { hand: [{ id: 'sh', card: 'Shock' }] },
      );
      const a = resolve(state, 'sh', { targets: ['gb'] });
      expect(ids(a.state.players[1].graveyard)).toEqual(['gb']);
      expect(cited(a)).toContain('704.5g');
      expect(cited(a)).not.toContain('702.89a');
    });

    it('Shock that is not lethal on Bears with Eland Umbra (2/6): nothing is destroyed, the damage stays marked', () => {
      const state = board(
        {
          battlefield: [
            perm('gb', 'Grizzly Bears', 'bob', { damage: 1 }),
            perm('el', 'Eland Umbra', 'bob', { attachedTo: 'gb' }),
            perm('m1', 'Mountain', 'alice'),
          ],
        },
        { hand: [{ id: 'sh', card: 'Shock' }] },
      );
      const a = resolve(state, 'sh', { targets: ['gb'] });
      expect(onField(a, 'gb')?.damage).toBe(3);
      expect(onField(a, 'el')?.attachedTo).toBe('gb');
      expect(cited(a)).not.toContain('702.89a');
    });
  });

  describe('702.89a: "destroy all" (Wrath of God)', () => {
    it('Wrath of God: the enchanted Bears survive ("can\'t be regenerated" does not stop umbra armor), the Aura is destroyed, the other creature is destroyed', () => {
      const state = board(
        {
          battlefield: [
            perm('gb', 'Grizzly Bears', 'bob', { damage: 1 }),
            perm('el', 'Eland Umbra', 'bob', { attachedTo: 'gb' }),
            perm('hg', 'Hill Giant', 'bob'),
            ...lands('Plains', 'p', 4),
          ],
        },
        { hand: [{ id: 'w', card: 'Wrath of God' }] },
      );
      const a = resolve(state, 'w');
      expect(a.legal).toBe(true);
      expect(onField(a, 'gb')).toBeDefined();
      expect(onField(a, 'gb')?.damage ?? 0).toBe(0);
      expect(ids(a.state.players[1].graveyard).sort()).toEqual(['el', 'hg']);
      expect(cited(a)).toEqual(expect.arrayContaining(['702.89a', '701.8a']));
    });

    it('Elspeth Tirel −5 destroys the Aura and the creature it enchants at once: the umbra still saves the creature, the Aura is destroyed anyway', () => {
      const elspeth = bundledCard('Elspeth Tirel');
      const minus5 = elspeth.text.split('\n').findIndex((l) => l.startsWith('−5:'));
      const state = board({
        battlefield: [
          perm('e1', 'Elspeth Tirel', 'alice', { counters: { loyalty: 6 } }),
          perm('gb', 'Grizzly Bears', 'bob', { damage: 1 }),
          perm('hy', 'Hyena Umbra', 'bob', { attachedTo: 'gb' }),
          perm('hg', 'Hill Giant', 'bob'),
          perm('p1', 'Plains', 'bob'),
        ],
      });
      const a = answer({ state, actions: [{ type: 'activate', player: 'alice', source: 'e1', ability: minus5 }, ...passes(2)] });
      expect(a.legal).toBe(true);
      expect(a.state.battlefield.map((o) => o.id).sort()).toEqual(['e1', 'gb', 'p1']);
      expect(onField(a, 'gb')?.damage ?? 0).toBe(0);
      expect(ids(a.state.players[1].graveyard).sort()).toEqual(['hg', 'hy']);
      expect(cited(a)).toEqual(expect.arrayContaining(['702.89a', '701.8a']));
      // The Aura leaves once.
      expect(a.events.filter((e) => e.type === 'zoneChange' && e.object === 'hy')).toHaveLength(1);
    });
  });

  describe('702.89a replaces destruction only (701.8b)', () => {
    it('704.5f: Last Gasp (-3/-3) on Bears with Hyena Umbra (3/3 -> 0/0): put into the graveyard, not destroyed; the Aura follows by 704.5m', () => {
      const state = board(
        {
          battlefield: [
            perm('gb', 'Grizzly Bears', 'bob'),
            perm('hy', 'Hyena Umbra', 'bob', { attachedTo: 'gb' }),
            ...lands('Swamp', 's', 2),
          ],
        },
        { hand: [{ id: 'lg', card: 'Last Gasp' }] },
      );
      const a = resolve(state, 'lg', { targets: ['gb'] });
      expect(a.legal).toBe(true);
      expect(onField(a, 'gb')).toBeUndefined();
      expect(onField(a, 'hy')).toBeUndefined();
      expect(ids(a.state.players[1].graveyard).sort()).toEqual(['gb', 'hy']);
      expect(cited(a)).toEqual(expect.arrayContaining(['704.5f', '704.5m']));
      expect(cited(a)).not.toContain('702.89a');
      expect(cited(a)).not.toContain('701.8a');
    });

    it('701.21a: the enchanted Bears sacrificed for Bone Splinters are not destroyed: the umbra does not save them', () => {
      const state = board(
        {
          battlefield: [
            perm('gb', 'Grizzly Bears', 'alice'),
            perm('hy', 'Hyena Umbra', 'alice', { attachedTo: 'gb' }),
            perm('hg', 'Hill Giant', 'bob'),
            perm('s1', 'Swamp', 'alice'),
          ],
        },
        { hand: [{ id: 'bs', card: 'Bone Splinters' }] },
      );
      const a = resolve(state, 'bs', { targets: ['hg'], sacrifice: ['gb'] });
      expect(a.legal).toBe(true);
      expect(ids(a.state.players[0].graveyard).sort()).toEqual(['bs', 'gb', 'hy']);
      expect(ids(a.state.players[1].graveyard)).toEqual(['hg']);
      expect(cited(a)).toEqual(expect.arrayContaining(['701.21a', '704.5m']));
      expect(cited(a)).not.toContain('702.89a');
    });

    it('613.1f: a Hyena Umbra that lost all its abilities no longer protects: Murder destroys the Bears', () => {
      const state = board(
        {
          battlefield: [
            perm('gb', 'Grizzly Bears', 'bob'),
            perm('hy', 'Hyena Umbra', 'bob', { attachedTo: 'gb' }),
            ...lands('Swamp', 's', 3),
          ],
          effects: [effect('e1', 'lose-abilities', ['hy'], 9, { controller: 'alice' })],
        },
        { hand: [{ id: 'm', card: 'Murder' }] },
      );
      const a = resolve(state, 'm', { targets: ['gb'] });
      expect(a.legal).toBe(true);
      expect(ids(a.state.players[1].graveyard).sort()).toEqual(['gb', 'hy']);
      expect(cited(a)).toEqual(expect.arrayContaining(['701.8a', '704.5m']));
      expect(cited(a)).not.toContain('702.89a');
    });
  });

  describe('616.1: a choice among replacement effects is refused, not made for the controller', () => {
    const refused = (battlefield: Record<string, unknown>[], card: string, extra: Record<string, unknown>) =>
      adjudicate(
        {
          state: board({ battlefield }, { hand: [{ id: 'x', card }] }),
          actions: [{ type: 'cast', player: 'alice', card: 'x', ...extra }, ...passes(2)],
        } as { state: unknown },
        catalog,
      );

    it('two Auras with umbra armor (Hyena Umbra and Eland Umbra) on the Bears Murder destroys: UNSUPPORTED', () => {
      const out = refused(
        [
          perm('gb', 'Grizzly Bears', 'bob'),
          perm('hy', 'Hyena Umbra', 'bob', { attachedTo: 'gb' }),
          perm('el', 'Eland Umbra', 'bob', { attachedTo: 'gb' }),
          ...lands('Swamp', 's', 3),
        ],
        'Murder',
        { targets: ['gb'] },
      );
      expect(out).toMatchObject({ kind: 'unsupported', code: 'UNSUPPORTED_EFFECT', rule: '616.1' });
    });

    it('umbra armor and a regeneration shield on Drudge Skeletons Murder destroys: UNSUPPORTED', () => {
      const out = refused(
        [
          perm('ds', 'Drudge Skeletons', 'bob', { regenerationShields: 1 }),
          perm('hy', 'Hyena Umbra', 'bob', { attachedTo: 'ds' }),
          ...lands('Swamp', 's', 3),
        ],
        'Murder',
        { targets: ['ds'] },
      );
      expect(out).toMatchObject({ kind: 'unsupported', code: 'UNSUPPORTED_EFFECT', rule: '616.1' });
    });

    it('the same, the destruction being lethal damage (704.5g, Shock): UNSUPPORTED', () => {
      const out = refused(
        [
          perm('ds', 'Drudge Skeletons', 'bob', { regenerationShields: 1, damage: 1 }),
          perm('hy', 'Hyena Umbra', 'bob', { attachedTo: 'ds' }),
          perm('m1', 'Mountain', 'alice'),
        ],
        'Shock',
        { targets: ['ds'] },
      );
      expect(out).toMatchObject({ kind: 'unsupported', code: 'UNSUPPORTED_EFFECT', rule: '616.1' });
    });

    it("701.19c: under Wrath of God the shield can't be used: no choice, the umbra applies alone", () => {
      const a = answer({
        state: board(
          {
            battlefield: [
              perm('ds', 'Drudge Skeletons', 'bob', { regenerationShields: 1 }),
              perm('hy', 'Hyena Umbra', 'bob', { attachedTo: 'ds' }),
              ...lands('Plains', 'p', 4),
            ],
          },
          { hand: [{ id: 'w', card: 'Wrath of God' }] },
        ),
        actions: [{ type: 'cast', player: 'alice', card: 'w' }, ...passes(2)],
      });
      expect(a.state.battlefield.find((o) => o.id === 'ds')).toBeDefined();
      expect(ids(a.state.players[1].graveyard)).toEqual(['hy']);
      expect(cited(a)).toEqual(expect.arrayContaining(['701.19c', '702.89a']));
      expect(a.trace.some((t) => t.event === 'regenerate')).toBe(false);
    });
  });
});
